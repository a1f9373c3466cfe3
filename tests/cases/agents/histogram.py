"""Descriptive statistics and ASCII histograms for a numeric sample."""
import math
from typing import List, Dict, Tuple

SAMPLE = [23, 45, 12, 67, 34, 89, 21, 56, 43, 38, 72, 15, 91, 48, 53, 27, 64, 39, 41, 58,
          33, 47, 29, 76, 52, 18, 61, 44, 36, 50, 84, 25, 57, 42, 31, 69, 46, 55, 37, 40]


def mean(xs: List[float]) -> float:
    return sum(xs) / len(xs)


def median(xs: List[float]) -> float:
    s = sorted(xs)
    n = len(s)
    mid = n // 2
    return s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2


def stdev(xs: List[float]) -> float:
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))


def percentile(xs: List[float], p: float) -> float:
    s = sorted(xs)
    k = (len(s) - 1) * p / 100
    lo, hi = math.floor(k), math.ceil(k)
    if lo == hi:
        return s[int(k)]
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def bucketize(xs: List[float], width: int) -> Dict[int, int]:
    counts: Dict[int, int] = {}
    for x in xs:
        b = int(x // width) * width
        counts[b] = counts.get(b, 0) + 1
    lo, hi = min(counts), max(counts)
    return {b: counts.get(b, 0) for b in range(lo, hi + 1, width)}


def horizontal(counts: Dict[int, int], width: int, scale: int = 1) -> List[str]:
    peak = max(counts.values())
    out = []
    for b, n in counts.items():
        bar = "#" * (n * scale)
        mark = " <- mode" if n == peak else ""
        out.append(f"{b:>3}-{b + width - 1:<3} | {bar:<{peak * scale}} {n:>2}{mark}")
    return out


def vertical(counts: Dict[int, int]) -> List[str]:
    peak = max(counts.values())
    rows = []
    for level in range(peak, 0, -1):
        rows.append("".join(" # " if n >= level else "   " for n in counts.values()))
    rows.append("".join(f"{b:^3}" for b in counts))
    return [r.rstrip() for r in rows]


def main() -> None:
    xs = SAMPLE
    print(f"n={len(xs)} min={min(xs)} max={max(xs)} range={max(xs) - min(xs)}")
    print(f"mean={mean(xs):.3f} median={median(xs)} stdev={stdev(xs):.4f}")
    for p in (10, 25, 50, 75, 90):
        print(f"  p{p:<2} = {percentile(xs, p):6.2f}")
    q1, q3 = percentile(xs, 25), percentile(xs, 75)
    iqr = q3 - q1
    outliers = [x for x in xs if x < q1 - 1.5 * iqr or x > q3 + 1.5 * iqr]
    print(f"IQR={iqr:.2f} outliers={outliers}")
    m, s = mean(xs), stdev(xs)
    z = sorted(((x - m) / s, x) for x in xs)
    print("most extreme z-scores:", [(x, round(v, 3)) for v, x in (z[0], z[-1])])
    within = sum(1 for x in xs if abs(x - m) <= s)
    print(f"within 1 sd: {within}/{len(xs)} = {within / len(xs):.0%}")
    counts = bucketize(xs, 10)
    print("\n".join(horizontal(counts, 10)))
    print("\n".join(vertical(counts)))
    print("\n".join(horizontal(bucketize(xs, 25), 25, scale=2)))
    evens = [x for x in xs if x % 2 == 0]
    print(f"evens: {len(evens)}, mean {mean(evens):.2f}; odds mean {mean([x for x in xs if x % 2]):.2f}")


if __name__ == "__main__":
    main()
