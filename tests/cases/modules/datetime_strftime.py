# strftime and __format__: every C-locale directive on dates, datetimes and times.
from datetime import date, datetime, time, timedelta, timezone

dirs = "a A b B c C d D e F f G g H h I j k l m M n p P r R S t T u U V w W x X y Y z Z %"
samples = [
    datetime(2024, 1, 31, 13, 5, 6, 7),
    datetime(5, 3, 4, 0, 0, 0),
    datetime(2021, 1, 3, 12, 59, 59, 999999),
    datetime(2020, 12, 31, 23, 1, 2),
    datetime(1999, 6, 15, 11, 30, tzinfo=timezone(timedelta(hours=-5, seconds=-3))),
    datetime(2000, 2, 29, 7, 0, tzinfo=timezone(timedelta(hours=5), "EST")),
    datetime(9999, 12, 31, 23, 59, 59, tzinfo=timezone.utc),
]
for s in samples:
    print(" | ".join(repr(s.strftime("%" + k)) for k in dirs.split()))
for d in [date(2024, 1, 1), date(2023, 12, 31), date(1, 1, 1), date(2026, 1, 4)]:
    print(d.strftime("%Y-%m-%d %H:%M:%S.%f %z %Z %U %W %V %G %g %j %w %u"))
print(time(1, 2, 3).strftime("%Y %m %d %a %j %U %W"), time(23, 0, tzinfo=timezone.utc).strftime("%I%p %z %Z"))
print(repr(date(2024, 1, 1).strftime("")), repr(date(2024, 1, 1).strftime("plain text")), repr(date(2024, 1, 1).strftime("%")))
print(repr(date(2024, 1, 1).strftime("a%")), repr(date(2024, 1, 1).strftime("%Q %q %!")), repr(date(2024, 1, 1).strftime("%a\x00%b")))
print(repr(date(2024, 1, 1).strftime("%%Y %%%Y")), repr(date(2024, 1, 1).strftime("é %B ü")))
d = datetime(2024, 7, 4, 9, 3)
print(f"{d:%Y-%m-%d}", f"{d:%H:%M}", f"{d:%d %b %Y, %I:%M %p}", f"{d.date():%A}", f"{d.time():%H}")
print("{:%Y}".format(d), "{0:%m}/{0:%d}".format(d), format(d, "%j"), f"{d:}", f"{d!s:>25}")
print("%s | %r" % (d, d.date()))
