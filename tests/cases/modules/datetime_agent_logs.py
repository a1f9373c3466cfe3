# Agent-style: parse ISO timestamps out of log lines, bucket them, measure gaps.
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone

LOG = """\
2024-03-10T08:00:01Z INFO service started
2024-03-10T08:00:05.250Z DEBUG warming cache
2024-03-10T08:01:00+00:00 INFO request id=1 took 120ms
2024-03-10T03:01:30-05:00 WARN slow request id=2 took 2300ms
2024-03-10 08:05:00 INFO naive line (server local)
2024-03-10T08:15:42.000001+00:00 ERROR db timeout
garbage line without a timestamp
2024-03-10T09:00:00+01:00 INFO request id=3 took 80ms
2024-03-10T08:59:59Z INFO request id=4 took 95ms
"""

events = []
for line in LOG.splitlines():
    stamp, _, rest = line.partition(" ")
    if stamp.count("-") >= 2 and rest[:2].isdigit():
        t_part, _, rest = rest.partition(" ")
        stamp = stamp + " " + t_part
    try:
        ts = datetime.fromisoformat(stamp)
    except ValueError as e:
        print("skip:", e)
        continue
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    level, _, msg = rest.partition(" ")
    events.append((ts.astimezone(timezone.utc), level, msg))

events.sort()
for ts, level, msg in events:
    print(ts.isoformat(timespec="milliseconds"), f"{level:<5}", msg)

by_level = Counter(level for _, level, _ in events)
print(sorted(by_level.items()))
per_5min = defaultdict(int)
for ts, _, _ in events:
    bucket = ts.replace(minute=ts.minute - ts.minute % 5, second=0, microsecond=0)
    per_5min[bucket] += 1
for k in sorted(per_5min):
    print(k.strftime("%H:%M"), "#" * per_5min[k])

gaps = [(b[0] - a[0], a[2], b[2]) for a, b in zip(events, events[1:])]
longest = max(gaps)
print("longest gap", longest[0], "after", repr(longest[1]))
print("span", events[-1][0] - events[0][0], (events[-1][0] - events[0][0]).total_seconds())
first = events[0][0]
print("epoch", first.timestamp(), datetime.fromtimestamp(first.timestamp(), timezone.utc) == first)
since = [e for e in events if e[0] >= datetime(2024, 3, 10, 8, 5, tzinfo=timezone.utc)]
print(len(since), [e[1] for e in since])
strp = datetime.strptime("10/Mar/2024:08:00:01 +0000", "%d/%b/%Y:%H:%M:%S %z")
print(strp, strp == events[0][0])
