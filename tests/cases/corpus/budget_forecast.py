"""Household budget forecast: monthly compounding, recurring expenses on dates, goal tracking."""
from datetime import date, timedelta
from dataclasses import dataclass
from itertools import accumulate, takewhile, count
from collections import defaultdict
import math


def add_months(d: date, n: int) -> date:
    month0 = d.month - 1 + n
    year, month = d.year + month0 // 12, month0 % 12 + 1
    days_in = [31, 29 if year % 4 == 0 and (year % 100 or year % 400 == 0) else 28,
               31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return date(year, month, min(d.day, days_in))


@dataclass
class Recurring:
    name: str
    amount: float
    every_months: int
    first: date

    def occurrences(self, until: date):
        for k in count():
            d = add_months(self.first, k * self.every_months)
            if d > until:
                return
            yield d


START = date(2024, 1, 31)
END = date(2024, 12, 31)
INCOME = 4200.00
items = [
    Recurring("rent", -1650.0, 1, date(2024, 1, 31)),
    Recurring("insurance", -540.0, 6, date(2024, 2, 15)),
    Recurring("streaming", -15.99, 1, date(2024, 1, 5)),
    Recurring("car service", -320.0, 4, date(2024, 3, 10)),
    Recurring("bonus", 2500.0, 12, date(2024, 12, 20)),
]

monthly: dict[str, float] = defaultdict(float)
for item in items:
    for d in item.occurrences(END):
        monthly[d.strftime("%Y-%m")] += item.amount
for m in range(12):
    monthly[add_months(START, m).strftime("%Y-%m")] += INCOME

months = sorted(monthly)
balances = list(accumulate(monthly[m] for m in months))
for m, net, bal in zip(months, (monthly[m] for m in months), balances):
    print(f"{m}  net {net:>+10,.2f}  balance {bal:>11,.2f}")
print(f"months ending Feb: {[add_months(START, k).isoformat() for k in range(4)]}")

rate = 0.045
savings, goal, deposit = 1000.0, 10000.0, 450.0
history = [savings]
while savings < goal:
    savings = savings * (1 + rate / 12) + deposit
    history.append(savings)
print(f"goal of {goal:,.0f} reached after {len(history) - 1} months: {savings:,.2f}")
closed_form = math.log((goal * rate / 12 + deposit) / (1000 * rate / 12 + deposit)) / math.log(1 + rate / 12)
print(f"closed form: {closed_form:.3f} months -> {math.ceil(closed_form)}")
under_5k = list(takewhile(lambda v: v < 5000, history))
print(f"{len(under_5k)} months under 5k; last {under_5k[-1]:.2f}")
yearly = {y: round(1000 * (1 + rate) ** y, 2) for y in (1, 5, 10, 30)}
print("lump sum growth:", yearly)
print(f"rule of 72: {72 / (rate * 100):.1f} years; exact: {math.log(2) / math.log(1 + rate):.2f}")
leap = [y for y in range(1896, 1920, 4) if add_months(date(y, 2, 1), 0).replace(day=1) and (y % 100 or y % 400 == 0)]
print("leap years:", leap, add_months(date(2024, 1, 31), 1), add_months(date(2023, 1, 31), 1))
print((END - START).days, (END - START) // timedelta(weeks=1), START.toordinal(), date.fromordinal(738900))
print(START.replace(day=1) - timedelta(days=1), date(2024, 3, 1).strftime("%j"))
