# Agent-style: deadlines, business days and due-date reports.
from datetime import date, datetime, timedelta

HOLIDAYS = {date(2024, 1, 1), date(2024, 1, 15), date(2024, 2, 19), date(2024, 5, 27), date(2024, 7, 4)}


def is_business_day(d):
    return d.weekday() < 5 and d not in HOLIDAYS


def add_business_days(start, n):
    d = start
    while n > 0:
        d += timedelta(days=1)
        if is_business_day(d):
            n -= 1
    return d


def business_days_between(a, b):
    count = 0
    d = a
    while d < b:
        if is_business_day(d):
            count += 1
        d += timedelta(days=1)
    return count


tasks = [
    ("write spec", date(2023, 12, 28), 5),
    ("review", date(2024, 1, 12), 3),
    ("ship", date(2024, 2, 14), 10),
    ("retro", date(2024, 7, 1), 2),
]
today = date(2024, 1, 20)
for name, start, days in tasks:
    due = add_business_days(start, days)
    left = (due - today).days
    status = "overdue" if left < 0 else ("due soon" if left <= 7 else "ok")
    print(f"{name:<12} start={start} due={due:%a %d %b} in {left:>4} days [{status}]")

print(business_days_between(date(2024, 1, 1), date(2024, 2, 1)))
print(business_days_between(date(2024, 6, 1), date(2024, 8, 1)))

# end of month, next Monday, quarter ends
def end_of_month(d):
    nxt = d.replace(day=28) + timedelta(days=4)
    return nxt - timedelta(days=nxt.day)


def next_weekday(d, wd):
    return d + timedelta(days=(wd - d.weekday() - 1) % 7 + 1)


for m in range(1, 13):
    print(end_of_month(date(2024, m, 10)), end=" ")
print()
print([str(next_weekday(date(2024, 1, k), 0)) for k in range(1, 8)])
quarters = [end_of_month(date(2024, q * 3, 1)) for q in range(1, 5)]
print(quarters, [q.strftime("%Y-Q") + str((q.month - 1) // 3 + 1) for q in quarters])

# SLA: deadline 48 business hours after a ticket opens
opened = datetime(2024, 1, 12, 16, 30)
hours = 48
t = opened
while hours > 0:
    t += timedelta(hours=1)
    if is_business_day(t.date()) and 9 <= t.hour < 17:
        hours -= 1
print("SLA due", t, t.strftime("%A"), t - opened)
age = datetime(2024, 3, 1, 9) - opened
print(f"age {age.days}d {age.seconds // 3600}h, {age.total_seconds() / 3600:.1f} hours")
