"""A regional report that assumes every region has a target: an uncaught KeyError."""
from collections import defaultdict
from dataclasses import dataclass


@dataclass
class Sale:
    region: str
    amount: float


TARGETS = {"north": 1000.0, "south": 800.0, "east": 1200.0}
SALES = [Sale("north", 420.0), Sale("south", 910.5), Sale("east", 300.0), Sale("north", 700.0),
         Sale("west", 150.0), Sale("east", 950.0)]


def totals(sales: list[Sale]) -> dict[str, float]:
    out: dict[str, float] = defaultdict(float)
    for s in sales:
        out[s.region] += s.amount
    return dict(out)


def attainment(region: str, total: float) -> float:
    return total / TARGETS[region]


def report(sales: list[Sale]) -> None:
    print(f"{'region':<8}{'total':>10}{'target':>10}{'pct':>8}")
    for region, total in sorted(totals(sales).items(), key=lambda kv: -kv[1]):
        pct = attainment(region, total)
        print(f"{region:<8}{total:>10.2f}{TARGETS[region]:>10.2f}{pct:>8.1%}")


print(f"{len(SALES)} sales, {len(TARGETS)} targets")
report(SALES)
print("not reached")
