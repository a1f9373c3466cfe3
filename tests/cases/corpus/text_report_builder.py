"""Build a plain-text and JSON report from nested results, with column alignment helpers."""
import json
from dataclasses import dataclass, field, asdict
from typing import Any
from itertools import zip_longest, chain


@dataclass
class Column:
    title: str
    key: str
    fmt: str = ""
    align: str = "<"


@dataclass
class Table:
    columns: list[Column]
    rows: list[dict[str, Any]] = field(default_factory=list)

    def cell(self, col: Column, row: dict[str, Any]) -> str:
        value = row.get(col.key)
        if value is None:
            return "-"
        return format(value, col.fmt)

    def render(self) -> str:
        cells = [[self.cell(c, r) for c in self.columns] for r in self.rows]
        widths = [max(len(c.title), *(len(row[i]) for row in cells)) if cells else len(c.title)
                  for i, c in enumerate(self.columns)]
        head = " | ".join(f"{c.title:^{w}}" for c, w in zip(self.columns, widths))
        sep = "-+-".join("-" * w for w in widths)
        body = [" | ".join(f"{v:{c.align}{w}}" for v, c, w in zip(row, self.columns, widths))
                for row in cells]
        return "\n".join([head, sep, *body])


results = [
    {"name": "parse_logs", "runs": 120, "mean_ms": 12.3456, "p99_ms": 40.1, "ok": True},
    {"name": "build_index", "runs": 8, "mean_ms": 1530.0, "p99_ms": None, "ok": False},
    {"name": "compress", "runs": 55, "mean_ms": 88.0, "p99_ms": 120.75, "ok": True},
    {"name": "upload_to_remote_storage", "runs": 3, "mean_ms": 9001.5, "p99_ms": 9050.0, "ok": True},
]
table = Table([
    Column("Job", "name"),
    Column("Runs", "runs", "d", ">"),
    Column("Mean (ms)", "mean_ms", ",.2f", ">"),
    Column("p99", "p99_ms", ".1f", ">"),
    Column("OK", "ok", "", "^"),
], results)
print(table.render())
print()
print(Table([Column("Empty", "x")]).render())

summary = {
    "jobs": len(results),
    "failed": [r["name"] for r in results if not r["ok"]],
    "slowest": max(results, key=lambda r: r["mean_ms"])["name"],
    "total_runs": sum(r["runs"] for r in results),
}
print(json.dumps(summary, indent=3))
print(json.dumps(asdict(table.columns[2])))

left = ["alpha", "beta", "gamma", "delta"]
right = ["one", "two"]
for a, b in zip_longest(left, right, fillvalue="?"):
    print(f"{a:.<12}{b:.>8}")
print(list(chain(left[:2], right, "xy")))
print(f"{'nested':{'>'}{10}}|{3.14159:{'.'}{3}}|{42:{'0'}{'>'}{6}}")
width = 7
for v in (1, -12, 345.5, "str"):
    print(f"[{v!s:^{width}}] [{v!r:>{width}}]")
print("{:>8} {:<8} {:^8}|".format("r", "l", "c"), "{0}{1}{0}".format("ab", "-"), "{x[0]}-{y}".format(x=[9], y="z"))
print("%s has %d items costing %.2f (%5.1f%%)" % ("cart", 3, 19.999, 12.345))
print("%-6s|%6s|%06.2f|%x|%r" % ("a", "b", 3.14159, 255, "q"))
print(str(True).ljust(6, "."), "abc".center(9, "*"), "42".zfill(5), "-7".zfill(4), "Title case words".title())
