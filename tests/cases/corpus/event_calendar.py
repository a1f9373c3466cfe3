"""Expand recurring calendar events, detect conflicts, and render an agenda."""
from datetime import date, datetime, time, timedelta
from dataclasses import dataclass
from itertools import groupby, combinations
from collections import defaultdict


@dataclass
class Event:
    title: str
    start: datetime
    duration: timedelta
    every: timedelta | None = None
    count: int = 1

    def occurrences(self):
        for k in range(self.count):
            s = self.start + (self.every or timedelta()) * k
            yield Event(self.title, s, self.duration)

    @property
    def end(self) -> datetime:
        return self.start + self.duration

    def overlaps(self, other: "Event") -> bool:
        return self.start < other.end and other.start < self.end


WEEK = date(2024, 9, 9)
events = [
    Event("Standup", datetime.combine(WEEK, time(9, 30)), timedelta(minutes=15), timedelta(days=1), 5),
    Event("Planning", datetime.combine(WEEK, time(10, 0)), timedelta(hours=1, minutes=30)),
    Event("1:1 with Sam", datetime(2024, 9, 10, 9, 40), timedelta(minutes=30)),
    Event("Lunch & learn", datetime(2024, 9, 11, 12, 0), timedelta(hours=1)),
    Event("Deploy window", datetime(2024, 9, 11, 12, 45), timedelta(minutes=45)),
    Event("Retro", datetime(2024, 9, 13, 16, 0), timedelta(hours=1), timedelta(weeks=2), 3),
]
expanded = sorted((o for e in events for o in e.occurrences()), key=lambda e: e.start)
print(f"{len(expanded)} occurrences")
for day, items in groupby(expanded, key=lambda e: e.start.date()):
    items = list(items)
    print(day.strftime("%A %d %B %Y"))
    for e in items:
        print(f"   {e.start:%H:%M}-{e.end:%H:%M}  {e.title}")

conflicts = [(a.title, b.title, a.start.strftime("%a %H:%M"))
             for a, b in combinations(expanded, 2) if a.overlaps(b)]
print("conflicts:", conflicts)

busy = defaultdict(timedelta)
for e in expanded:
    busy[e.start.date()] += e.duration
for d in sorted(busy):
    hours = busy[d].total_seconds() / 3600
    print(f"{d.isoformat()} {d:%a} busy {hours:4.2f}h {'#' * int(hours * 4)}")

def free_slots(day: date, start=time(9), end=time(17), min_len=timedelta(minutes=30)):
    cursor = datetime.combine(day, start)
    stop = datetime.combine(day, end)
    for e in (x for x in expanded if x.start.date() == day):
        if e.start - cursor >= min_len:
            yield cursor.time(), e.start.time()
        cursor = max(cursor, e.end)
    if stop - cursor >= min_len:
        yield cursor.time(), stop.time()

for s, e in free_slots(date(2024, 9, 11)):
    print(f"free {s:%H:%M}-{e:%H:%M} ({s.isoformat()} .. {e.isoformat(timespec='minutes')})")
print([o.start.strftime("%d/%m") for o in events[-1].occurrences()])
print(WEEK.isocalendar(), WEEK.isoweekday(), (WEEK + timedelta(days=6)).strftime("%U %W %j %y %b %B %p"))
print(datetime(2024, 9, 9, 13, 5).strftime("%I:%M %p"), time(23, 59, 59, 999999).isoformat())
print(datetime(2024, 2, 28, 23) + timedelta(hours=2), datetime(2024, 3, 1) - datetime(2024, 2, 1))
