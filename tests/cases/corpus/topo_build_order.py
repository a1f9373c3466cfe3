"""Resolve a build order for packages with dependencies (Kahn's algorithm), detect cycles."""
from collections import defaultdict, deque
from dataclasses import dataclass
import json


class CycleError(Exception):
    def __init__(self, nodes: list[str]):
        super().__init__(f"dependency cycle among: {', '.join(nodes)}")
        self.nodes = nodes


@dataclass
class Package:
    name: str
    version: str
    deps: list[str]


MANIFEST = """
[
  {"name": "app", "version": "1.4.0", "deps": ["web", "db", "log"]},
  {"name": "web", "version": "2.1.3", "deps": ["http", "log", "templates"]},
  {"name": "db", "version": "0.9.1", "deps": ["log", "pool"]},
  {"name": "http", "version": "3.0.0", "deps": ["log"]},
  {"name": "templates", "version": "1.0.2", "deps": []},
  {"name": "pool", "version": "1.1.0", "deps": []},
  {"name": "log", "version": "5.2.1", "deps": []}
]
"""


def load(text: str) -> dict[str, Package]:
    return {d["name"]: Package(**d) for d in json.loads(text)}


def build_order(pkgs: dict[str, Package]) -> list[str]:
    indegree = {name: 0 for name in pkgs}
    users = defaultdict(list)
    for p in pkgs.values():
        for d in p.deps:
            if d not in pkgs:
                raise KeyError(f"{p.name} depends on unknown package {d!r}")
            indegree[p.name] += 1
            users[d].append(p.name)
    ready = deque(sorted(n for n, k in indegree.items() if k == 0))
    order = []
    while ready:
        n = ready.popleft()
        order.append(n)
        for u in sorted(users[n]):
            indegree[u] -= 1
            if indegree[u] == 0:
                ready.append(u)
    if len(order) != len(pkgs):
        raise CycleError(sorted(n for n, k in indegree.items() if k > 0))
    return order


def levels(pkgs: dict[str, Package], order: list[str]) -> dict[str, int]:
    level: dict[str, int] = {}
    for n in order:
        level[n] = 1 + max((level[d] for d in pkgs[n].deps), default=-1)
    return level


pkgs = load(MANIFEST)
order = build_order(pkgs)
print("build order:", " -> ".join(order))
lv = levels(pkgs, order)
stages = defaultdict(list)
for n, l in lv.items():
    stages[l].append(n)
for l in sorted(stages):
    print(f"stage {l}: {sorted(stages[l])}")

def all_deps(name: str, seen=None) -> set[str]:
    seen = set() if seen is None else seen
    for d in pkgs[name].deps:
        if d not in seen:
            seen.add(d)
            all_deps(d, seen)
    return seen

for n in ("app", "web", "log"):
    print(f"{n}@{pkgs[n].version} needs {sorted(all_deps(n))}")

pkgs["log"].deps.append("app")
try:
    build_order(pkgs)
except CycleError as exc:
    print("error:", exc, "|", len(exc.nodes), "nodes")
pkgs["log"].deps.remove("app")
pkgs["pool"].deps.append("missing-lib")
try:
    build_order(pkgs)
except KeyError as exc:
    print("error:", exc)
    print("args:", exc.args)
versions = sorted(pkgs.values(), key=lambda p: tuple(int(x) for x in p.version.split(".")), reverse=True)
print([f"{p.name}={p.version}" for p in versions[:4]])
print(json.dumps({p.name: p.deps for p in pkgs.values() if p.deps}, indent=2))
