"""Compute worked hours from clock-in/clock-out records, overtime and weekly totals."""
from datetime import datetime, timedelta, date
from collections import defaultdict
from dataclasses import dataclass

RECORDS = """\
alice,2024-03-04 08:58,2024-03-04 17:32
alice,2024-03-05 09:10,2024-03-05 18:45
alice,2024-03-06 08:30,2024-03-06 12:00
bob,2024-03-04 22:00,2024-03-05 06:15
bob,2024-03-06 21:45,2024-03-07 07:00
bob,2024-03-08 13:00,2024-03-08 12:00
carol,2024-03-11 07:45,2024-03-11 16:15
carol,2024-03-12 07:50,not-a-time
carol,2024-03-13 08:00,2024-03-13 19:30
"""

FMT = "%Y-%m-%d %H:%M"
DAILY_LIMIT = timedelta(hours=8)


@dataclass
class Shift:
    who: str
    start: datetime
    end: datetime

    @property
    def length(self) -> timedelta:
        return self.end - self.start


def parse_shifts(text: str) -> tuple[list[Shift], list[str]]:
    shifts, errors = [], []
    for n, line in enumerate(text.strip().splitlines(), 1):
        who, start_s, end_s = line.split(",")
        try:
            start = datetime.strptime(start_s, FMT)
            end = datetime.strptime(end_s, FMT)
        except ValueError as exc:
            errors.append(f"line {n}: {exc}")
            continue
        if end <= start:
            errors.append(f"line {n}: shift ends before it starts ({end - start})")
            continue
        shifts.append(Shift(who, start, end))
    return shifts, errors


def fmt_td(td: timedelta) -> str:
    minutes = int(td.total_seconds() // 60)
    return f"{minutes // 60:d}h{minutes % 60:02d}m"


shifts, errors = parse_shifts(RECORDS)
print(f"{len(shifts)} shifts, {len(errors)} errors")
for e in errors:
    print("  !", e)

totals: dict[str, timedelta] = defaultdict(timedelta)
overtime: dict[str, timedelta] = defaultdict(timedelta)
for s in shifts:
    totals[s.who] += s.length
    if s.length > DAILY_LIMIT:
        overtime[s.who] += s.length - DAILY_LIMIT
    print(f"{s.who:<6} {s.start:%a %H:%M} -> {s.end:%a %H:%M} = {fmt_td(s.length):>7}"
          f"{' (overnight)' if s.end.date() != s.start.date() else ''}")

print()
for who in sorted(totals):
    t = totals[who]
    print(f"{who:<6} total {fmt_td(t):>7}  overtime {fmt_td(overtime[who]):>6}  "
          f"hours={t.total_seconds() / 3600:.2f}")

weeks: dict[tuple[int, int], timedelta] = defaultdict(timedelta)
for s in shifts:
    iso = s.start.isocalendar()
    weeks[(iso[0], iso[1])] += s.length
for (year, week), t in sorted(weeks.items()):
    monday = date.fromisocalendar(year, week, 1)
    print(f"week {year}-W{week:02d} (from {monday:%d %b}): {fmt_td(t)}")

longest = max(shifts, key=lambda s: s.length)
print("longest shift:", longest.who, longest.length, repr(longest.length))
print("average:", sum((s.length for s in shifts), timedelta()) / len(shifts))
print(timedelta(hours=30, minutes=5) // timedelta(hours=8), timedelta(days=1, seconds=5) % timedelta(hours=5))
print(datetime(2024, 3, 4, 8, 58).replace(hour=0, minute=0).isoformat(timespec="minutes"))
print(datetime.fromisoformat("2024-03-04T08:58:00") + timedelta(minutes=62))
