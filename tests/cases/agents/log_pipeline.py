"""Generator pipeline over log lines: parse, filter, map, batch and aggregate."""
from typing import Iterator, List, Dict, Iterable

RAW_LOG = """
2024-03-01 10:00:01 INFO  api     request /users 200 12ms
2024-03-01 10:00:02 INFO  api     request /orders 200 48ms
2024-03-01 10:00:02 WARN  db      slow query 310ms
2024-03-01 10:00:03 ERROR api     request /orders 500 5ms
# comment line to be skipped
2024-03-01 10:00:04 INFO  api     request /users 200 9ms
2024-03-01 10:00:05 DEBUG cache   hit users:42
2024-03-01 10:00:06 INFO  api     request /search 200 230ms
malformed line here
2024-03-01 10:00:07 ERROR db      connection reset
2024-03-01 10:00:08 INFO  api     request /users 404 3ms
2024-03-01 10:00:09 INFO  api     request /orders 200 51ms
2024-03-01 10:00:10 WARN  api     request /search 200 780ms
"""


def read_lines(text: str) -> Iterator[str]:
    for line in text.split("\n"):
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def parse(lines: Iterable[str]) -> Iterator[Dict]:
    for n, line in enumerate(lines, 1):
        parts = line.split()
        if len(parts) < 4 or not parts[0][:4].isdigit():
            print(f"  skip line {n}: {line!r}")
            continue
        yield {"time": parts[1], "level": parts[2], "source": parts[3], "msg": parts[4:]}


def requests_only(records: Iterable[Dict]) -> Iterator[Dict]:
    for r in records:
        if r["msg"] and r["msg"][0] == "request":
            _, path, status, ms = r["msg"]
            yield {"time": r["time"], "path": path, "status": int(status), "ms": int(ms.rstrip("ms"))}


def batched(items: Iterable, size: int) -> Iterator[List]:
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def main() -> None:
    records = list(parse(read_lines(RAW_LOG)))
    print("records:", len(records))
    levels: Dict[str, int] = {}
    for r in records:
        levels[r["level"]] = levels.get(r["level"], 0) + 1
    for level in sorted(levels, key=lambda k: (-levels[k], k)):
        print(f"  {level:<6}{levels[level]:>3} {'*' * levels[level]}")

    reqs = list(requests_only(iter(records)))
    by_path: Dict[str, List[int]] = {}
    for r in reqs:
        by_path.setdefault(r["path"], []).append(r["ms"])
    print(f"{'path':<10}{'n':>3}{'avg':>8}{'max':>6}")
    for path, times in sorted(by_path.items()):
        print(f"{path:<10}{len(times):>3}{sum(times) / len(times):>8.1f}{max(times):>6}")

    errors = (r for r in reqs if r["status"] >= 400)
    print("errors:", [(r["path"], r["status"]) for r in errors])
    slow = sum(1 for r in reqs if r["ms"] > 100)
    print("slow requests:", slow, "of", len(reqs))
    for i, batch in enumerate(batched((r["ms"] for r in reqs), 3)):
        print(f"batch {i}: {batch} total={sum(batch)}")
    gen = read_lines(RAW_LOG)
    print("first:", next(gen)[:19])
    print("second:", next(gen)[:19])
    print("remaining:", sum(1 for _ in gen))


if __name__ == "__main__":
    main()
