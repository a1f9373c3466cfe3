# Agent-style: formatting a report with strftime and f-string format specs.
from datetime import date, datetime, time, timedelta, timezone

rows = [
    ("deploy", datetime(2024, 5, 1, 9, 30), timedelta(minutes=42)),
    ("backup", datetime(2024, 5, 1, 23, 0), timedelta(hours=2, minutes=5, seconds=9)),
    ("audit", datetime(2024, 5, 3, 14, 15, 30), timedelta(days=1, hours=1)),
    ("sync", datetime(2024, 5, 4, 0, 0, 0, 500000), timedelta(seconds=3.25)),
]
print(f"{'job':<8}|{'started':^22}|{'took':>16}|{'ended':>10}")
print("-" * 60)
for job, started, took in rows:
    ended = started + took
    print(f"{job:<8}|{started:%Y-%m-%d %H:%M:%S}".ljust(31) + f"|{str(took):>16}|{ended:%d %H:%M}".rjust(12))
total = sum((r[2] for r in rows), timedelta())
print(f"total {total} = {total.total_seconds():,.2f}s = {total / timedelta(hours=1):.3f}h")
print("avg", total / len(rows), "max", max(r[2] for r in rows))
print(f"generated on {date(2024, 5, 5):%A, %B %d, %Y}")
print(f"{datetime(2024, 5, 5, 18, 7):%I:%M %p}", f"{time(6, 5):%H:%M}", f"{time(23, 59, 59):%X}")
tz = timezone(timedelta(hours=-7), "PDT")
stamp = datetime(2024, 5, 5, 18, 7, 33, tzinfo=tz)
print(stamp.isoformat(), stamp.strftime("%a %d %b %Y %H:%M:%S %z (%Z)"), stamp.astimezone(timezone.utc).strftime("%H:%MZ"))
print("{:%Y%m%d}-{}".format(stamp, "report"), "%s / %s" % (stamp.date(), stamp.timetz()))
print([f"{d:%d/%m}" for d in (date(2024, 5, 1) + timedelta(weeks=w) for w in range(5))])
for d in [date(2024, 1, 1), date(2024, 2, 29), date(2024, 12, 31)]:
    print(f"{d} day {d.timetuple if False else d.toordinal() - date(d.year, 1, 1).toordinal() + 1:>3} of {d.year}", d.ctime())
