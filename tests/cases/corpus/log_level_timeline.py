"""Application log analysis: levels per minute, error bursts, exception extraction."""
import re
from collections import Counter, defaultdict, deque
from datetime import datetime, timedelta
from itertools import groupby, islice
import json

LOGS = """\
2024-06-01T12:00:01.120Z INFO  api: request GET /users id=1 took=12ms
2024-06-01T12:00:01.870Z INFO  api: request GET /users/7 id=2 took=8ms
2024-06-01T12:00:02.004Z WARN  db: slow query took=950ms table=orders
2024-06-01T12:00:14.500Z ERROR api: request POST /orders id=3 failed: ValueError: bad quantity
2024-06-01T12:00:59.999Z INFO  worker: job=42 done
2024-06-01T12:01:00.000Z ERROR db: ConnectionError: timeout after 30s
2024-06-01T12:01:00.250Z ERROR db: ConnectionError: timeout after 30s
2024-06-01T12:01:01.000Z ERROR api: request GET /orders id=4 failed: KeyError: 'user'
2024-06-01T12:01:30.000Z INFO  api: request GET /health id=5 took=1ms
2024-06-01T12:02:10.000Z DEBUG cache: hit key=user:7
2024-06-01T12:02:11.000Z CRITICAL worker: out of memory, job=43
"""

LINE = re.compile(
    r"(?P<ts>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3})Z\s+(?P<level>[A-Z]+)\s+(?P<src>\w+):\s+(?P<msg>.*)"
)
EXC = re.compile(r"(?P<exc>[A-Z]\w*(?:Error|Exception)): (?P<detail>.+)$")
KV = re.compile(r"(\w+)=(\S+)")
LEVELS = ["DEBUG", "INFO", "WARN", "ERROR", "CRITICAL"]

records = []
for line in LOGS.splitlines():
    m = LINE.match(line)
    if m:
        ts = datetime.strptime(m["ts"], "%Y-%m-%dT%H:%M:%S.%f")
        records.append((ts, m["level"], m["src"], m["msg"]))
print(f"{len(records)} records spanning {records[-1][0] - records[0][0]}")

levels = Counter(r[1] for r in records)
for lvl in LEVELS:
    print(f"  {lvl:<8} {levels[lvl]:>2}")
per_minute = defaultdict(Counter)
for ts, lvl, _, _ in records:
    per_minute[ts.strftime("%H:%M")][lvl] += 1
for minute, c in sorted(per_minute.items()):
    print(f"{minute} " + " ".join(f"{l[0]}={c[l]}" for l in LEVELS if c[l]))

excs = Counter()
for ts, lvl, src, msg in records:
    if (m := EXC.search(msg)):
        excs[(m["exc"], src)] += 1
print("exceptions:", sorted(excs.items()))

window = deque()
bursts = []
for ts, lvl, src, msg in records:
    if LEVELS.index(lvl) >= LEVELS.index("ERROR"):
        window.append(ts)
        while window and ts - window[0] > timedelta(seconds=5):
            window.popleft()
        if len(window) >= 3:
            bursts.append(ts.strftime("%H:%M:%S.%f")[:-3])
print("error bursts at:", bursts)
timings = [int(v[:-2]) for *_, msg in records for k, v in KV.findall(msg) if k == "took"]
print(f"timings: {timings} mean={sum(timings) / len(timings):.1f}ms max={max(timings)}ms")
fields = [dict(KV.findall(r[3])) for r in records]
print(json.dumps([f for f in fields if f], separators=(", ", ": ")))
for src, grp in groupby(sorted(records, key=lambda r: r[2]), key=lambda r: r[2]):
    g = list(grp)
    worst = max(g, key=lambda r: LEVELS.index(r[1]))
    print(f"{src:<7} {len(g)} lines, worst {worst[1]} at {worst[0]:%H:%M:%S}")
print([r[0].microsecond for r in islice(records, 4)], records[0][0].isoformat(timespec="milliseconds"))
