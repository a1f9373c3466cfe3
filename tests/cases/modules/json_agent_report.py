# An agent summarising test results into a JSON report.
import json
from collections import Counter, defaultdict

results = [
    {"test": "test_login", "suite": "auth", "status": "passed", "ms": 120.5},
    {"test": "test_logout", "suite": "auth", "status": "failed", "ms": 98.25, "error": "AssertionError: 401 != 200"},
    {"test": "test_refresh", "suite": "auth", "status": "passed", "ms": 45.0},
    {"test": "test_upload", "suite": "files", "status": "skipped", "ms": 0.0},
    {"test": "test_download", "suite": "files", "status": "passed", "ms": 310.75},
    {"test": "test_unicode_name", "suite": "files", "status": "failed", "ms": 12.0, "error": "UnicodeError: 'naïve ☃.txt'"},
]

by_status = Counter(r["status"] for r in results)
by_suite = defaultdict(lambda: {"passed": 0, "failed": 0, "skipped": 0, "ms": 0.0})
for r in results:
    s = by_suite[r["suite"]]
    s[r["status"]] += 1
    s["ms"] = round(s["ms"] + r["ms"], 2)

report = {
    "total": len(results),
    "counts": by_status,
    "suites": by_suite,
    "failures": [{"test": r["test"], "error": r["error"]} for r in results if r["status"] == "failed"],
    "slowest": max(results, key=lambda r: r["ms"])["test"],
    "pass_rate": by_status["passed"] / len(results),
    "ok": by_status["failed"] == 0,
    "notes": None,
}
text = json.dumps(report, indent=2, sort_keys=True)
print(text)
print(json.dumps(report, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
print(json.loads(text) == json.loads(json.dumps(report)))
print(len(text.splitlines()), "lines")
for name, stats in sorted(json.loads(text)["suites"].items()):
    print(f"{name:<6} {stats['passed']}/{stats['passed'] + stats['failed'] + stats['skipped']} in {stats['ms']:.1f} ms")
