"""Stock portfolio analysis: daily returns, drawdowns, rebalancing with a seeded random walk."""
import random
import math
from itertools import accumulate, pairwise, islice
from dataclasses import dataclass
from datetime import date, timedelta
from operator import mul


@dataclass
class Holding:
    ticker: str
    shares: float
    price: float

    @property
    def value(self) -> float:
        return self.shares * self.price


def business_days(start: date, n: int) -> list[date]:
    days, d = [], start
    while len(days) < n:
        if d.weekday() < 5:
            days.append(d)
        d += timedelta(days=1)
    return days


def random_walk(start: float, n: int, drift: float, vol: float) -> list[float]:
    prices = [start]
    for _ in range(n - 1):
        prices.append(round(prices[-1] * math.exp(random.gauss(drift, vol)), 2))
    return prices


def max_drawdown(prices: list[float]) -> tuple[float, int, int]:
    peak_i, worst, span = 0, 0.0, (0, 0)
    for i, p in enumerate(prices):
        if p > prices[peak_i]:
            peak_i = i
        dd = p / prices[peak_i] - 1
        if dd < worst:
            worst, span = dd, (peak_i, i)
    return worst, *span


random.seed(314)
days = business_days(date(2024, 1, 1), 30)
series = {
    "ACME": random_walk(100.0, 30, 0.001, 0.02),
    "GLBX": random_walk(55.5, 30, -0.002, 0.03),
    "INIT": random_walk(12.25, 30, 0.004, 0.05),
}
print(f"{len(days)} trading days: {days[0]:%a %d %b} .. {days[-1]:%a %d %b}")
for t, prices in series.items():
    rets = [b / a - 1 for a, b in pairwise(prices)]
    mean = sum(rets) / len(rets)
    sd = math.sqrt(sum((r - mean) ** 2 for r in rets) / (len(rets) - 1))
    growth = list(accumulate((1 + r for r in rets), mul))[-1]
    dd, i, j = max_drawdown(prices)
    print(f"{t}: {prices[0]:>7.2f} -> {prices[-1]:>7.2f} total {growth - 1:+.2%} "
          f"daily mean {mean:+.4f} sd {sd:.4f} sharpe {mean / sd * math.sqrt(252):+.2f}")
    print(f"      max drawdown {dd:.2%} from {days[i]:%d %b} to {days[j]:%d %b}")

book = [Holding("ACME", 50, series["ACME"][0]), Holding("GLBX", 100, series["GLBX"][0]),
        Holding("INIT", 400, series["INIT"][0])]
start_value = sum(h.value for h in book)
for h in book:
    h.price = series[h.ticker][-1]
end_value = sum(h.value for h in book)
print(f"portfolio {start_value:,.2f} -> {end_value:,.2f} ({end_value / start_value - 1:+.2%})")
target = 1 / len(book)
for h in sorted(book, key=lambda h: h.value, reverse=True):
    weight = h.value / end_value
    trade = (target - weight) * end_value / h.price
    print(f"  {h.ticker} weight {weight:6.1%} -> trade {trade:+9.2f} shares")
weekly = [series["ACME"][i] for i in range(0, 30, 5)]
print("weekly ACME:", weekly)
print("best day:", max(zip(days, series["INIT"]), key=lambda p: p[1])[0].isoformat())
print(list(islice(accumulate(series["GLBX"], max), 0, 30, 6)))
print(f"{math.log(end_value / start_value):.6f} {math.prod([1.1, 1.2, 0.9]):.4f}")
