# fromisoformat (3.11's wider grammar) and isoformat round trips.
from datetime import date, datetime, time, timedelta, timezone


def show(f, s):
    try:
        print(repr(f(s)))
    except Exception as e:
        print(type(e).__name__, e)


for s in ["2024-01-31", "2024-01-31T13:45", "2024-01-31 13:45:07", "2024-01-31T13:45:07.5",
          "2024-01-31T13:45:07,123456", "2024-01-31T13:45:07.123456789", "2024-01-31T13",
          "2024-01-31T1345", "2024-01-31T134507", "20240131T134507", "20240131", "2024-W05-3",
          "2024W053", "2024-W05", "2024W05T10", "2024-W05-3T10:00", "2024-01-31T13:45Z",
          "2024-01-31T13:45+05:30", "2024-01-31T13:45-0800", "2024-01-31T13:45+05",
          "2024-01-31T13:45:07.5+01:30:15", "2024-01-31T13:45+00:00", "2024-01-31T13:45-00:00",
          "2024-01-31T13:45+00:00:00.5", "2024-01-31T00:00+24:00", "2024-01-31X13:45",
          "2024-01-31é13:45", "2024-01-31T25:00", "2024-01-31T13:60", "2024-01-31T",
          "2024-01-31T13:45:", "2024-01-31T1:45", "2024-01-31Z", "2024-01-3", "2024-1-31",
          "2024-01-31T13:45+", "2024-01-31T13:45+5", "2024-01-31T13:45:07.", "2024-02-30T00:00",
          "2020-W53-5T12:00", "2021-W53-5", "0000-01-01T00:00", "x" * 7, "", "2024-01-31T12:00:00.000001Z"]:
    show(datetime.fromisoformat, s)
for s in ["13:45", "13", "1345", "13:45:07.123", "T13:45", "13:45:07+01:00", "13:45Z", "13:45:07.000001-05:30",
          "1:45", "13:45:7", "13-45", "", "T", "13:45+24:00", "24:00"]:
    show(time.fromisoformat, s)
for s in ["2024-01-31", "2024-W01-1", "2024001", "2024-01-31T00", "20241301"]:
    show(date.fromisoformat, s)
for v in [datetime(2024, 1, 31, 13, 45, 7, 120000, tzinfo=timezone(timedelta(hours=-3, minutes=-30))),
          datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=timezone.utc),
          datetime(2024, 5, 6, 7, 8, 9, tzinfo=timezone(timedelta(seconds=3661, microseconds=1)))]:
    print(v.isoformat(), datetime.fromisoformat(v.isoformat()) == v, str(v))
print(date.fromisoformat(date(2024, 2, 29).isoformat()), time.fromisoformat(time(1, 2, 3, 4).isoformat()))
