"""A/B test analysis: seeded conversion simulation, z-test, bootstrap confidence intervals."""
import random
import math
from collections import Counter
from dataclasses import dataclass
from itertools import accumulate
import bisect


@dataclass
class Variant:
    name: str
    visitors: int
    conversions: int

    @property
    def rate(self) -> float:
        return self.conversions / self.visitors


def normal_cdf(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def z_test(a: Variant, b: Variant) -> tuple[float, float]:
    pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors)
    se = math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors))
    z = (b.rate - a.rate) / se
    return z, 2 * (1 - normal_cdf(abs(z)))


def simulate(name: str, n: int, p: float) -> tuple[Variant, list[int]]:
    outcomes = [1 if random.random() < p else 0 for _ in range(n)]
    return Variant(name, n, sum(outcomes)), outcomes


def bootstrap_diff(xa: list[int], xb: list[int], rounds: int) -> list[float]:
    diffs = []
    for _ in range(rounds):
        sa = random.choices(xa, k=len(xa))
        sb = random.choices(xb, k=len(xb))
        diffs.append(sum(sb) / len(sb) - sum(sa) / len(sa))
    return sorted(diffs)


random.seed(1234)
a, xa = simulate("control", 1500, 0.10)
b, xb = simulate("treatment", 1500, 0.125)
for v in (a, b):
    print(f"{v.name:<10} {v.conversions:>4}/{v.visitors} = {v.rate:.2%}")
lift = b.rate / a.rate - 1
z, p = z_test(a, b)
print(f"lift {lift:+.1%}  z={z:.3f}  p={p:.4f}  {'significant' if p < 0.05 else 'not significant'} at 5%")
diffs = bootstrap_diff(xa, xb, 300)
lo, hi = diffs[int(0.025 * len(diffs))], diffs[int(0.975 * len(diffs)) - 1]
print(f"bootstrap 95% CI for difference: [{lo:+.4f}, {hi:+.4f}]")
print(f"P(diff <= 0) ~ {bisect.bisect_right(diffs, 0.0) / len(diffs):.3f}")

cum_a = list(accumulate(xa))
checkpoints = [100, 250, 500, 1000, 1500]
print("running control rate:", [f"{cum_a[n - 1] / n:.3f}" for n in checkpoints])
streak = max(len(s) for s in "".join(map(str, xb)).split("1"))
print("longest non-converting streak in treatment:", streak)
hist = Counter(round(d, 2) for d in diffs)
for k in sorted(hist)[:5]:
    print(f"  {k:+.2f} {hist[k]}")
for n in (100, 1000, 10000):
    se = math.sqrt(0.1 * 0.9 / n)
    print(f"n={n:>5}: standard error {se:.5f}, 95% margin ±{1.96 * se:.2%}")
print(f"{normal_cdf(1.96):.6f} {math.erfc(1):.8f} {math.gamma(5)} {math.lgamma(10):.6f}")
print(f"{math.comb(10, 3) * 0.5 ** 10:.6f} {sum(math.comb(20, k) for k in range(15, 21)) / 2 ** 20:.6g}")
