"""Aggregate sales records by region and month; a typical agent reporting script."""
from collections import defaultdict, Counter
from dataclasses import dataclass, field
from datetime import date
from itertools import groupby
from operator import attrgetter, itemgetter
import json


@dataclass(order=True)
class Sale:
    day: date
    region: str
    product: str
    units: int
    price: float = field(compare=False)

    @property
    def revenue(self) -> float:
        return self.units * self.price


RAW = [
    ("2024-01-03", "north", "widget", 10, 2.50),
    ("2024-01-15", "south", "gadget", 3, 19.99),
    ("2024-01-20", "north", "gadget", 1, 19.99),
    ("2024-02-01", "east", "widget", 25, 2.45),
    ("2024-02-11", "south", "widget", 7, 2.50),
    ("2024-02-28", "north", "doohickey", 2, 7.75),
    ("2024-03-05", "east", "gadget", 4, 18.50),
    ("2024-03-09", "west", "widget", 12, 2.40),
    ("2024-03-30", "west", "doohickey", 6, 7.25),
    ("2024-03-31", "north", "widget", 8, 2.50),
]


def load(rows) -> list[Sale]:
    out = []
    for day, region, product, units, price in rows:
        y, m, d = map(int, day.split("-"))
        out.append(Sale(date(y, m, d), region, product, units, price))
    return out


sales = load(RAW)
print(f"{len(sales)} sales from {min(sales).day} to {max(sales).day}")

by_region: dict[str, float] = defaultdict(float)
for s in sales:
    by_region[s.region] += s.revenue
for region, rev in sorted(by_region.items(), key=itemgetter(1), reverse=True):
    print(f"  {region:<6} ${rev:>9.2f}")

print("by month:")
for month, group in groupby(sorted(sales, key=lambda s: s.day), key=lambda s: s.day.strftime("%Y-%m")):
    items = list(group)
    total = sum(s.revenue for s in items)
    units = sum(map(attrgetter("units"), items))
    print(f"  {month}: {len(items)} sales, {units:3d} units, ${total:,.2f}")

units_by_product = Counter()
for s in sales:
    units_by_product[s.product] += s.units
print("units:", units_by_product.most_common())
print("best product:", units_by_product.most_common(1)[0][0])

pivot: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
for s in sales:
    pivot[s.region][s.product] += s.units
products = sorted({s.product for s in sales})
print(f"{'region':<8}" + "".join(f"{p:>11}" for p in products))
for region in sorted(pivot):
    row = pivot[region]
    print(f"{region:<8}" + "".join(f"{row.get(p, 0):>11}" for p in products))

summary = {
    "regions": {r: round(v, 2) for r, v in sorted(by_region.items())},
    "grand_total": round(sum(by_region.values()), 2),
    "first_sale": sales[0].day.isoformat(),
}
text = json.dumps(summary, indent=4, sort_keys=True)
print(text)
print(json.loads(text)["grand_total"])
weekday_counts = Counter(s.day.strftime("%A") for s in sales)
print(sorted(weekday_counts.items()))
