# Parse an access log with re: named groups, finditer, groupdict, Counter of statuses, a
# per-path latency summary and f-string report.
import re
from collections import Counter, defaultdict

LOG = """\
2024-03-01 12:00:01 GET /api/users 200 12ms
2024-03-01 12:00:02 POST /api/users 201 40ms
2024-03-01 12:00:05 GET /api/users/7 404 3ms
2024-03-01 12:01:00 GET /static/app.js 200 1ms
2024-03-01 12:01:30 DELETE /api/users/7 500 220ms
bogus line here
2024-03-01 12:02:10 GET /api/users 200 18ms
2024-03-01 12:02:11 get /api/orders 200 9ms
"""
LINE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]{8}) (?P<method>[A-Z]+) "
    r"(?P<path>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms$",
    re.MULTILINE,
)
matches = list(LINE.finditer(LOG))
print(len(matches), "parsed")
print(matches[0].groupdict())
print(matches[0].span(), matches[0].start("path"), matches[0].end("path"))
print(matches[2].group("path", "status"))
print(matches[-1].group(0))
statuses = Counter(m["status"] for m in matches)
print(statuses.most_common())
print(sorted(statuses.elements()))
lat = defaultdict(list)
for m in matches:
    lat[re.sub(r"/\d+$", "/:id", m["path"])].append(int(m["ms"]))
for path, ms in sorted(lat.items()):
    print(f"{path:<18}|{len(ms):>3}|{sum(ms) / len(ms):8.2f}|{max(ms):>5}")
bad = [l for l in LOG.splitlines() if not LINE.match(l)]
print("unparsed:", bad)
ci = re.compile(LINE.pattern, re.MULTILINE | re.IGNORECASE)
print(len(ci.findall(LOG)), ci.flags & re.IGNORECASE != 0)
print(re.findall(r"(\d+)ms", LOG))
print(re.findall(r"(GET|POST) (/\S+)", LOG)[:3])
print(re.split(r"\s+", "a  b\tc\n d"))
print(re.split(r"(,)", "x,y,,z"))
print(re.split(r",", "a,b,c,d", maxsplit=2))
print(re.sub(r"(\d+)ms", lambda m: f"{int(m[1]) / 1000:.3f}s", "took 12ms then 220ms"))
print(re.subn(r"\bGET\b", "FETCH", LOG)[1])
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", "on 2024-03-01."))
print(re.sub(r"(a)(b)?", r"[\1|\2]", "ab a"))
