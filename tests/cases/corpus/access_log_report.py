"""Parse a web server access log and summarise it (status codes, top paths, bytes)."""
import re
import json
from collections import Counter, defaultdict
from dataclasses import dataclass

LOG = """\
192.168.1.10 - - [12/Mar/2024:10:15:32 +0000] "GET /index.html HTTP/1.1" 200 5120
192.168.1.11 - - [12/Mar/2024:10:15:40 +0000] "GET /about.html HTTP/1.1" 200 2048
10.0.0.5 - - [12/Mar/2024:10:16:01 +0000] "POST /api/login HTTP/1.1" 401 128
10.0.0.5 - - [12/Mar/2024:10:16:09 +0000] "POST /api/login HTTP/1.1" 200 256
192.168.1.10 - - [12/Mar/2024:10:17:12 +0000] "GET /static/app.js HTTP/1.1" 304 0
172.16.0.2 - - [12/Mar/2024:10:18:45 +0000] "GET /missing HTTP/1.1" 404 512
192.168.1.11 - - [12/Mar/2024:10:19:00 +0000] "GET /index.html HTTP/1.1" 200 5120
10.0.0.7 - - [12/Mar/2024:10:20:33 +0000] "DELETE /api/items/42 HTTP/1.1" 500 64
this line is garbage and should be skipped
172.16.0.2 - - [12/Mar/2024:10:21:02 +0000] "GET /index.html HTTP/1.1" 200 5120
10.0.0.5 - - [12/Mar/2024:10:22:17 +0000] "GET /api/items HTTP/1.1" 200 9000
"""

LINE_RE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - - \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/(?P<version>[\d.]+)" '
    r'(?P<status>\d{3}) (?P<size>\d+)'
)


@dataclass
class Entry:
    ip: str
    method: str
    path: str
    status: int
    size: int


def parse(text: str) -> tuple[list[Entry], list[int]]:
    entries: list[Entry] = []
    bad: list[int] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        m = LINE_RE.match(line)
        if not m:
            bad.append(lineno)
            continue
        entries.append(
            Entry(
                ip=m.group("ip"),
                method=m["method"],
                path=m.group("path"),
                status=int(m.group("status")),
                size=int(m.group("size")),
            )
        )
    return entries, bad


def summarise(entries: list[Entry]) -> dict:
    by_status = Counter(e.status for e in entries)
    by_path = Counter(e.path for e in entries)
    bytes_by_ip: defaultdict[str, int] = defaultdict(int)
    for e in entries:
        bytes_by_ip[e.ip] += e.size
    errors = [e for e in entries if e.status >= 400]
    return {
        "total": len(entries),
        "status": {str(k): v for k, v in sorted(by_status.items())},
        "top_paths": by_path.most_common(3),
        "bytes_by_ip": dict(sorted(bytes_by_ip.items(), key=lambda kv: (-kv[1], kv[0]))),
        "error_rate": round(len(errors) / len(entries), 3),
    }


entries, bad = parse(LOG)
print(f"parsed {len(entries)} entries, skipped lines {bad}")
report = summarise(entries)
print(json.dumps(report, indent=2))

print(f"{'IP':<15} {'bytes':>8} {'share':>7}")
total_bytes = sum(report["bytes_by_ip"].values())
for ip, b in report["bytes_by_ip"].items():
    print(f"{ip:<15} {b:>8,} {b / total_bytes:>7.1%}")

methods = Counter(e.method for e in entries)
for method, count in methods.most_common():
    bar = "#" * count
    print(f"{method:>6} | {bar} ({count})")

roundtrip = json.loads(json.dumps(report))
print(roundtrip == report, roundtrip["top_paths"][0])
print(LINE_RE.groups, LINE_RE.pattern[:20])
m = LINE_RE.search(LOG)
print(m.span(), m.groupdict()["ts"], m.group(4, 6))
