"""Streaming statistics over a generator pipeline; an empty group divides by zero deep inside."""
from typing import Dict, Iterable, Iterator, List, Tuple

READINGS = [
    ("north", 12.5), ("south", 18.0), ("north", 13.1), ("east", 9.8),
    ("south", 17.2), ("north", 11.9), ("east", 10.4), ("west", -999.0),
]


def valid(rows: Iterable[Tuple[str, float]]) -> Iterator[Tuple[str, float]]:
    for region, value in rows:
        if value > -100:
            yield region, value


def group(rows: Iterable[Tuple[str, float]], regions: List[str]) -> Dict[str, List[float]]:
    out: Dict[str, List[float]] = {r: [] for r in regions}
    for region, value in rows:
        out[region].append(value)
    return out


def averages(groups: Dict[str, List[float]]) -> Iterator[Tuple[str, float]]:
    for region, values in groups.items():
        yield region, sum(values) / len(values)


def main() -> None:
    regions = ["north", "south", "east", "west"]
    rows = list(valid(READINGS))
    print("valid rows:", len(rows), "of", len(READINGS))
    print("max:", max(v for _, v in rows), "min:", min(v for _, v in rows))
    groups = group(rows, regions)
    print("counts:", {r: len(v) for r, v in groups.items()})
    for region, avg in averages(groups):
        print(f"{region:<6} {avg:6.2f}")


if __name__ == "__main__":
    main()
