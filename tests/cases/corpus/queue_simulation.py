"""Bank teller queue simulation: seeded arrivals, a deque for the line, wait-time stats."""
import random
from collections import deque, Counter
from dataclasses import dataclass
import math


@dataclass
class Customer:
    id: int
    arrival: float
    service: float
    start: float = 0.0

    @property
    def wait(self) -> float:
        return self.start - self.arrival


def simulate(tellers: int, n_customers: int, rate: float, seed: int) -> list[Customer]:
    random.seed(seed)
    t = 0.0
    customers = []
    for i in range(n_customers):
        t += random.expovariate(rate)
        customers.append(Customer(i, t, random.uniform(2.0, 6.0)))
    line = deque(customers)
    free_at = [0.0] * tellers
    done = []
    while line:
        c = line.popleft()
        k = min(range(tellers), key=lambda j: free_at[j])
        c.start = max(c.arrival, free_at[k])
        free_at[k] = c.start + c.service
        done.append(c)
    return done


def percentile(values: list[float], p: float) -> float:
    s = sorted(values)
    idx = (len(s) - 1) * p
    lo, hi = math.floor(idx), math.ceil(idx)
    return s[lo] + (s[hi] - s[lo]) * (idx - lo)


print(f"{'tellers':>7} {'mean':>7} {'p50':>7} {'p90':>7} {'max':>7} {'waited':>7}")
for tellers in (1, 2, 3, 4):
    done = simulate(tellers, 200, rate=0.6, seed=99)
    waits = [c.wait for c in done]
    waited = sum(1 for w in waits if w > 0.01)
    print(f"{tellers:>7} {sum(waits) / len(waits):>7.2f} {percentile(waits, 0.5):>7.2f} "
          f"{percentile(waits, 0.9):>7.2f} {max(waits):>7.2f} {waited:>7}")

done = simulate(2, 20, rate=0.5, seed=5)
for c in done[:5]:
    print(f"  #{c.id:02d} arrives {c.arrival:6.2f} starts {c.start:6.2f} waits {c.wait:5.2f}")

buckets = Counter(int(c.wait // 2) * 2 for c in simulate(2, 300, 0.55, 1))
for lo in sorted(buckets):
    print(f"  wait {lo:>2}-{lo + 2:<2} {'#' * (buckets[lo] // 5)} {buckets[lo]}")

recent = deque(maxlen=5)
for c in done:
    recent.append(round(c.wait, 1))
print("last five waits:", recent, "maxlen", recent.maxlen)
recent.rotate(2)
print("rotated:", list(recent))
recent.appendleft(-1.0)
print(recent, recent.count(0.0), len(recent))
random.seed(3)
print([round(random.expovariate(2.0), 4) for _ in range(4)])
print(random.getrandbits(16), random.randrange(0, 100, 5), round(random.triangular(0, 10, 2), 5))
