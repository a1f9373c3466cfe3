# An agent summarising an access log with re: counts per status, slow requests, top paths.
import re
from collections import Counter, defaultdict
LOG = """127.0.0.1 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 0.012
10.0.0.5 - bob [10/Oct/2023:13:55:40 +0000] "POST /api/login HTTP/1.1" 401 128 0.230
10.0.0.5 - bob [10/Oct/2023:13:56:01 +0000] "POST /api/login HTTP/1.1" 200 512 0.180
192.168.1.9 - - [10/Oct/2023:13:57:12 +0000] "GET /static/app.js HTTP/1.1" 304 0 0.003
10.0.0.7 - - [10/Oct/2023:13:58:00 +0000] "GET /api/items?page=2 HTTP/1.1" 500 77 1.532
garbage line
"""
pat = re.compile(r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) \S+ (?P<user>\S+) \[(?P<ts>[^\]]+)\] '
                 r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+) (?P<secs>[\d.]+)')
status = Counter()
by_ip = defaultdict(list)
bad = 0
for line in LOG.splitlines():
    m = pat.match(line)
    if not m:
        bad += 1
        continue
    status[m['status']] += 1
    by_ip[m.group('ip')].append(m.group('path'))
    if float(m['secs']) > 0.2:
        print(f"slow: {m['method']} {m['path']} took {m['secs']}s ({m['status']})")
print(sorted(status.items()), 'unparsed:', bad)
print(dict(by_ip))
paths = Counter(re.sub(r'\?.*$', '', p) for ps in by_ip.values() for p in ps)
print(paths.most_common(2))
print(re.findall(r'\[(\d+)/(\w+)/(\d+):', LOG)[:2])
