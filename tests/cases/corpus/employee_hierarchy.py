"""Build an org chart from records and compute headcounts, salary rollups and depths."""
from dataclasses import dataclass, field, asdict
from collections import defaultdict, deque
import json
from typing import Optional


@dataclass
class Employee:
    id: int
    name: str
    title: str
    salary: int
    manager_id: Optional[int] = None
    reports: list[int] = field(default_factory=list)


RECORDS = [
    (1, "Ada", "CEO", 250000, None),
    (2, "Brian", "CTO", 200000, 1),
    (3, "Chen", "CFO", 190000, 1),
    (4, "Dana", "Engineer", 140000, 2),
    (5, "Eli", "Engineer", 135000, 2),
    (6, "Fay", "Accountant", 90000, 3),
    (7, "Gus", "Intern", 40000, 4),
    (8, "Hana", "Engineer", 150000, 2),
    (9, "Ivan", "Intern", 42000, 8),
]

staff: dict[int, Employee] = {}
for rid, name, title, salary, mgr in RECORDS:
    staff[rid] = Employee(rid, name, title, salary, mgr)
for emp in staff.values():
    if emp.manager_id is not None:
        staff[emp.manager_id].reports.append(emp.id)


def depth_of(emp_id: int) -> int:
    depth = 0
    current = staff[emp_id]
    while current.manager_id is not None:
        depth += 1
        current = staff[current.manager_id]
    return depth


def subtree_cost(emp_id: int) -> int:
    total = 0
    queue = deque([emp_id])
    while queue:
        eid = queue.popleft()
        total += staff[eid].salary
        queue.extend(staff[eid].reports)
    return total


def render(emp_id: int, prefix: str = "") -> list[str]:
    emp = staff[emp_id]
    lines = [f"{prefix}{emp.name} ({emp.title}, ${emp.salary:,})"]
    for rid in sorted(emp.reports, key=lambda r: staff[r].name):
        lines.extend(render(rid, prefix + "    "))
    return lines


root = next(e.id for e in staff.values() if e.manager_id is None)
print("\n".join(render(root)))

by_depth = defaultdict(list)
for eid in staff:
    by_depth[depth_of(eid)].append(staff[eid].name)
for d in sorted(by_depth):
    print(f"level {d}: {', '.join(sorted(by_depth[d]))}")

for eid in (1, 2, 3, 8):
    print(f"{staff[eid].name:>6}: team cost ${subtree_cost(eid):>10,}")

by_title: dict[str, list[int]] = defaultdict(list)
for e in staff.values():
    by_title[e.title].append(e.salary)
for title, sals in sorted(by_title.items(), key=lambda kv: -max(kv[1])):
    avg = sum(sals) / len(sals)
    print(f"{title:<11} n={len(sals)} avg={avg:>10,.1f} max={max(sals):,}")

span = {e.name: len(e.reports) for e in staff.values() if e.reports}
print("span of control:", span)
widest = max(span, key=span.get)
print(f"widest manager: {widest} with {span[widest]}")
print(json.dumps(asdict(staff[2]), indent=2))
print(json.dumps([asdict(staff[i]) for i in (7, 9)], separators=(",", ":")))

try:
    print(staff[42])
except KeyError as exc:
    print(f"lookup failed: {type(exc).__name__}: {exc}")
