# Parsing a JSON-lines event log, skipping bad lines, and emitting a summary.
import json
import sys
from collections import Counter, defaultdict

log = """{"ts": 1, "level": "INFO", "svc": "api", "msg": "start"}
{"ts": 2, "level": "WARN", "svc": "api", "msg": "slow", "ms": 950}
not json at all
{"ts": 3, "level": "ERROR", "svc": "db", "msg": "timeout", "ms": 5000}
{"ts": 4, "level": "INFO", "svc": "db", "msg": "retry ok", "ms": 120}

{"ts": 5, "level": "ERROR", "svc": "api", "msg": "bad gateway \\u2192 upstream"}
{"ts": 6, "level": "INFO", "svc": "api" "msg": "oops"}
{"ts": 7, "level": "INFO", "svc": "web", "msg": "ready", "ms": 15.5}"""

events, bad = [], []
for n, line in enumerate(log.splitlines(), 1):
    if not line.strip():
        continue
    try:
        events.append(json.loads(line))
    except json.JSONDecodeError as e:
        bad.append({"line": n, "error": e.msg, "col": e.colno})
levels = Counter(e["level"] for e in events)
latency = defaultdict(list)
for e in events:
    if "ms" in e:
        latency[e["svc"]].append(e["ms"])
summary = {
    "events": len(events),
    "bad_lines": bad,
    "levels": dict(sorted(levels.items())),
    "errors": [f"{e['svc']}: {e['msg']}" for e in events if e["level"] == "ERROR"],
    "latency": {svc: {"max": max(v), "mean": sum(v) / len(v)} for svc, v in sorted(latency.items())},
}
json.dump(summary, sys.stdout, indent=2)
print()
print(json.dumps(summary["errors"], ensure_ascii=False))
