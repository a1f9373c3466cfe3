"""Inventory tracking with a priority queue of reorders and bisect-based price tiers."""
import heapq
import bisect
from dataclasses import dataclass
from datetime import date, timedelta
from collections import OrderedDict


@dataclass
class Item:
    sku: str
    name: str
    stock: int
    reorder_point: int
    lead_days: int
    unit_cost: float


TIER_LIMITS = [10, 50, 100, 500]
TIER_DISCOUNTS = [0.0, 0.05, 0.10, 0.15, 0.20]


def discount_for(qty: int) -> float:
    return TIER_DISCOUNTS[bisect.bisect_right(TIER_LIMITS, qty)]


def order_cost(item: Item, qty: int) -> float:
    return round(qty * item.unit_cost * (1 - discount_for(qty)), 2)


items = [
    Item("A-100", "bolts", 40, 100, 3, 0.12),
    Item("A-200", "nuts", 500, 150, 2, 0.08),
    Item("B-310", "hinges", 8, 20, 7, 3.40),
    Item("B-320", "brackets", 0, 15, 5, 2.10),
    Item("C-001", "glue", 22, 25, 1, 4.99),
    Item("C-002", "tape", 60, 30, 1, 1.75),
]

today = date(2024, 6, 10)
queue: list[tuple[float, str]] = []
for item in items:
    if item.stock < item.reorder_point:
        urgency = item.stock / item.reorder_point
        heapq.heappush(queue, (urgency, item.sku))

print(f"{len(queue)} items need reordering")
by_sku = {i.sku: i for i in items}
plan = OrderedDict()
while queue:
    urgency, sku = heapq.heappop(queue)
    item = by_sku[sku]
    qty = max(item.reorder_point * 2 - item.stock, 10)
    arrival = today + timedelta(days=item.lead_days)
    plan[sku] = (qty, arrival)
    print(
        f"{sku} {item.name:<9} urgency={urgency:.2f} qty={qty:>4} "
        f"discount={discount_for(qty):.0%} cost=${order_cost(item, qty):>8.2f} "
        f"arrives {arrival:%a %d %b}"
    )

plan.move_to_end("C-001", last=False)
print("plan order:", list(plan))
first_key, (first_qty, _) = next(iter(plan.items()))
print(f"first: {first_key} x{first_qty}")
last = plan.popitem()
print("popped last:", last[0], last[1][0], last[1][1].isoformat())

for qty in (1, 10, 11, 50, 99, 100, 499, 500, 10000):
    print(f"qty {qty:>5} -> tier {bisect.bisect_right(TIER_LIMITS, qty)} discount {discount_for(qty):.2f}")

cheapest = heapq.nsmallest(3, items, key=lambda i: i.unit_cost)
print("cheapest:", [i.name for i in cheapest])
largest_stock = heapq.nlargest(2, items, key=lambda i: i.stock)
print("most stock:", [(i.name, i.stock) for i in largest_stock])

arrivals = sorted(plan.values(), key=lambda p: p[1])
latest = arrivals[-1][1]
print(f"all orders in by {latest.isoformat()} ({(latest - today).days} days)")
week = [today + timedelta(days=d) for d in range(7)]
busy = {d: sum(1 for q, a in plan.values() if a == d) for d in week}
for d, n in busy.items():
    print(d.strftime("%Y-%m-%d %A"), "*" * n)

prices = sorted(i.unit_cost for i in items)
pos = bisect.bisect_left(prices, 2.10)
print(prices, pos, bisect.bisect(prices, 2.10))
bisect.insort(prices, 2.0)
print(prices)
