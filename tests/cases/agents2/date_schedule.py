# Date arithmetic for a schedule: timedelta math, weekday handling, strftime/strptime,
# isoformat/fromisoformat, month ends.
from datetime import date, datetime, timedelta, time, timezone

start = date(2024, 1, 29)
print(start, start.weekday(), start.isoweekday(), start.strftime("%A %d %B %Y"))
for i in range(5):
    d = start + timedelta(weeks=i)
    print(i, d.isoformat(), d.strftime("%a %b %d, week %W/%U, day %j"))
print(date(2024, 3, 1) - date(2024, 2, 1), (date(2024, 3, 1) - date(2023, 3, 1)).days)
def month_end(d):
    nxt = date(d.year + d.month // 12, d.month % 12 + 1, 1)
    return nxt - timedelta(days=1)
print([month_end(date(2024, m, 1)).day for m in range(1, 13)])
dt = datetime(2024, 2, 29, 23, 59, 30, 123456)
print(dt, dt.isoformat(), dt.isoformat(sep=" ", timespec="seconds"))
print(dt + timedelta(seconds=45), dt - timedelta(days=366))
print(dt.strftime("%Y-%m-%dT%H:%M:%S.%f %I%p %y %%"))
print(repr(dt), repr(dt.date()), repr(dt.time()))
parsed = datetime.strptime("2024-07-04 09:05:07", "%Y-%m-%d %H:%M:%S")
print(parsed, parsed.hour, parsed.minute, parsed.second)
print(datetime.strptime("04/Jul/2024:13:55:36", "%d/%b/%Y:%H:%M:%S"))
print(datetime.fromisoformat("2024-05-06T07:08:09"), date.fromisoformat("2024-05-06"))
td = timedelta(days=1, hours=25, minutes=61, seconds=3661, microseconds=5)
print(td, td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta(hours=-1), timedelta(days=-1, seconds=5), -timedelta(minutes=90))
print(timedelta(hours=3) / timedelta(minutes=40), timedelta(hours=3) // timedelta(minutes=40))
print(timedelta(hours=3) % timedelta(minutes=40), timedelta(minutes=10) * 3.5, timedelta(days=1) / 7)
print(repr(timedelta(days=2, seconds=30)), repr(timedelta(0)))
utc = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
print(utc, utc.isoformat(), utc.tzname(), utc.utcoffset())
print(max(date(2024, 1, 1), date(2023, 12, 31)), date(2024, 1, 1) < date(2024, 1, 2))
print(time(9, 30).isoformat(), time(9, 30, 5, 10).strftime("%H:%M"), time(23, 59) > time(0, 1))
meetings = [datetime(2024, 6, 3, 9), datetime(2024, 6, 3, 14, 30), datetime(2024, 6, 4, 10)]
gaps = [b - a for a, b in zip(meetings, meetings[1:])]
print(gaps, sum(gaps, timedelta()))
print(date(2024, 1, 1).toordinal(), date.fromordinal(738886))
print(date(2024, 2, 10).replace(day=29), dt.replace(hour=0, microsecond=0))
