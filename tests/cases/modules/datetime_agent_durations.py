# Agent-style: computing durations, pretty-printing them, rates and rounding.
from datetime import datetime, timedelta


def human(td):
    secs = int(td.total_seconds())
    sign = "-" if secs < 0 else ""
    secs = abs(secs)
    parts = []
    for name, size in [("d", 86400), ("h", 3600), ("m", 60), ("s", 1)]:
        q, secs = divmod(secs, size)
        if q:
            parts.append(f"{q}{name}")
    return sign + (" ".join(parts) or "0s")


spans = [
    (datetime(2024, 1, 1, 8, 0), datetime(2024, 1, 1, 17, 30)),
    (datetime(2024, 1, 1, 23, 59, 59), datetime(2024, 1, 2, 0, 0, 1)),
    (datetime(2024, 2, 28), datetime(2024, 3, 1)),
    (datetime(2023, 2, 28), datetime(2023, 3, 1)),
    (datetime(2024, 3, 1, 12), datetime(2024, 1, 1)),
]
for a, b in spans:
    d = b - a
    print(repr(d), "|", d, "|", human(d), "|", d.total_seconds() / 60, "min")

laps = [timedelta(minutes=4, seconds=12), timedelta(minutes=3, seconds=58.5), timedelta(minutes=4, seconds=1, milliseconds=250)]
total = sum(laps, timedelta())
print(total, total / len(laps), min(laps), max(laps), sorted(laps)[1])
pace = total / 5.0
print("pace per km", pace, "speed km/h", round(5 / (total / timedelta(hours=1)), 3))
print(timedelta(hours=1) // timedelta(minutes=7), timedelta(hours=1) % timedelta(minutes=7))
print(divmod(timedelta(days=10, hours=5), timedelta(days=7)))


def round_to(td, unit):
    return unit * round(td / unit)


for td in [timedelta(minutes=7, seconds=29), timedelta(minutes=7, seconds=31), timedelta(minutes=-2)]:
    print(round_to(td, timedelta(minutes=5)), (td // timedelta(minutes=1)), td.days, td.seconds)
uptime = timedelta(seconds=987654.321)
print(uptime, uptime.days, uptime.seconds, uptime.microseconds, f"{uptime.total_seconds():.3f}")
print(timedelta(milliseconds=1500) * 3, timedelta(seconds=10) / 4, -timedelta(seconds=10) / 4)
print(abs(datetime(2024, 1, 1) - datetime(2024, 6, 1)).days, (datetime(2024, 6, 1) - datetime(2024, 1, 1)) > timedelta(weeks=21))
