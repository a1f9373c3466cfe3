# Agent-style: group events by ISO week, weekday histograms, week boundaries.
from collections import defaultdict
from datetime import date, timedelta
from itertools import groupby

start = date(2023, 12, 20)
sales = [(start + timedelta(days=i), (i * 37) % 11 + 1) for i in range(40)]

weekly = defaultdict(int)
for d, n in sales:
    year, week, _ = d.isocalendar()
    weekly[(year, week)] += n
for (year, week), total in sorted(weekly.items()):
    monday = date.fromisocalendar(year, week, 1)
    sunday = monday + timedelta(days=6)
    print(f"{year}-W{week:02d} {monday:%b %d}..{sunday:%b %d}: {total:3d}")

by_day = defaultdict(list)
for d, n in sales:
    by_day[d.strftime("%a")].append(n)
for name in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]:
    vals = by_day[name]
    print(name, len(vals), sum(vals), round(sum(vals) / len(vals), 2))

for key, grp in groupby(sales, key=lambda p: p[0].isocalendar().week):
    items = list(grp)
    print(key, items[0][0].isoformat(), items[-1][0].isoformat(), len(items))

by_month = defaultdict(int)
for d, n in sales:
    by_month[d.strftime("%Y-%m")] += n
print(dict(by_month))
print([d.isocalendar() for d in [date(2024, 12, 30), date(2027, 1, 1), date(2020, 12, 31)]])
print(date(2024, 12, 30).isocalendar()[0], date(2026, 1, 1).isocalendar()[1:])
weeks_in_year = {y: date(y, 12, 28).isocalendar().week for y in range(2015, 2030)}
print(weeks_in_year)
