"""Detect anomalies in sensor readings: rolling windows, z-scores, and gap detection."""
from collections import deque, defaultdict
from datetime import datetime, timedelta
from itertools import islice, pairwise, accumulate
import math
import random

random.seed(123)
START = datetime(2024, 5, 1, 0, 0)


def generate(n: int) -> list[tuple[datetime, str, float]]:
    rows = []
    t = START
    for i in range(n):
        t += timedelta(minutes=random.choice([5, 5, 5, 5, 10, 35]))
        sensor = random.choice(["temp-a", "temp-b"])
        value = 20 + 3 * math.sin(i / 6) + random.gauss(0, 0.5)
        if i in (17, 42, 55):
            value += random.choice([-9, 9])
        rows.append((t, sensor, round(value, 2)))
    return rows


def mean_std(xs: list[float]) -> tuple[float, float]:
    m = sum(xs) / len(xs)
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / len(xs))


def rolling_anomalies(values: list[float], window: int = 8, threshold: float = 3.0):
    buf: deque[float] = deque(maxlen=window)
    for i, v in enumerate(values):
        if len(buf) == window:
            m, s = mean_std(list(buf))
            z = (v - m) / s if s else 0.0
            if abs(z) > threshold:
                yield i, v, z
                continue
        buf.append(v)


rows = generate(70)
print(f"{len(rows)} readings from {rows[0][0]:%Y-%m-%d %H:%M} to {rows[-1][0]:%H:%M}")
by_sensor = defaultdict(list)
for t, s, v in rows:
    by_sensor[s].append((t, v))

for sensor, readings in sorted(by_sensor.items()):
    values = [v for _, v in readings]
    m, s = mean_std(values)
    print(f"{sensor}: n={len(values)} mean={m:.3f} std={s:.3f} min={min(values)} max={max(values)}")
    for i, v, z in rolling_anomalies(values):
        print(f"   anomaly at {readings[i][0]:%H:%M}: {v:6.2f} (z={z:+.2f})")

gaps = [(a[0], b[0]) for a, b in pairwise(rows) if b[0] - a[0] > timedelta(minutes=30)]
print(f"{len(gaps)} gaps over 30 min:")
for a, b in islice(gaps, 3):
    print(f"   {a:%H:%M} -> {b:%H:%M} ({(b - a).seconds // 60} min)")

hourly = defaultdict(list)
for t, _, v in rows:
    hourly[t.replace(minute=0)].append(v)
for hour, vals in islice(sorted(hourly.items()), 4):
    print(f"{hour:%H}:00 avg {sum(vals) / len(vals):6.2f} over {len(vals)}")

values = [v for _, _, v in rows]
cum = list(accumulate(values, max))
print("running max (first 8):", cum[:8])
print("total span:", rows[-1][0] - rows[0][0])
print(f"{math.fsum(values):.6f} {sum(values):.6f} {math.isclose(math.fsum(values), sum(values))}")
print(f"{math.hypot(3, 4)} {math.dist((0, 0), (1, 1)):.6f} {math.log10(1000)} {math.exp(1) == math.e}")
