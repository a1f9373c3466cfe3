"""Social network analysis: BFS degrees of separation, mutual friends, communities."""
from collections import deque, defaultdict, Counter
from itertools import combinations
from typing import Iterable

FRIENDSHIPS = """
ann-bob ann-cat bob-cat bob-dan cat-eve dan-eve dan-fay eve-gus fay-gus
hal-ivy ivy-jon hal-jon kim
"""


def build(text: str) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = defaultdict(set)
    for token in text.split():
        a, sep, b = token.partition("-")
        graph[a]
        if sep:
            graph[a].add(b)
            graph[b].add(a)
    return graph


def bfs(graph: dict[str, set[str]], start: str) -> dict[str, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in sorted(graph[node]):
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist


def path(graph, a: str, b: str) -> list[str] | None:
    prev = {a: None}
    queue = deque([a])
    while queue:
        n = queue.popleft()
        if n == b:
            out = []
            while n is not None:
                out.append(n)
                n = prev[n]
            return out[::-1]
        for m in sorted(graph[n]):
            if m not in prev:
                prev[m] = n
                queue.append(m)
    return None


def components(graph) -> list[list[str]]:
    seen, comps = set(), []
    for node in sorted(graph):
        if node not in seen:
            comp = sorted(bfs(graph, node))
            seen.update(comp)
            comps.append(comp)
    return comps


g = build(FRIENDSHIPS)
print(f"{len(g)} people, {sum(map(len, g.values())) // 2} friendships")
for person in ("ann", "hal"):
    d = bfs(g, person)
    print(f"from {person}: {dict(sorted(d.items(), key=lambda kv: (kv[1], kv[0])))}")
for a, b in (("ann", "gus"), ("fay", "cat"), ("ann", "jon"), ("kim", "kim")):
    p = path(g, a, b)
    print(f"{a} -> {b}: {' > '.join(p) if p else 'unreachable'}")
print("communities:", components(g))
degree = Counter({n: len(f) for n, f in g.items()})
print("most connected:", degree.most_common(3), "isolated:", [n for n, f in g.items() if not f])
mutual = {(a, b): sorted(g[a] & g[b]) for a, b in combinations(sorted(g), 2) if not {b} & g[a] and g[a] & g[b]}
for pair, common in sorted(mutual.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:4]:
    print(f"suggest {pair[0]} + {pair[1]} (mutual: {', '.join(common)})")
triangles = [t for t in combinations(sorted(g), 3) if t[1] in g[t[0]] and t[2] in g[t[0]] and t[2] in g[t[1]]]
print("triangles:", triangles)
ecc = {n: max(bfs(g, n).values()) for n in components(g)[0]}
print("eccentricity:", ecc, "center:", min(ecc, key=ecc.get))
print(sorted(g["bob"] | g["eve"]), sorted(g["bob"] ^ g["eve"]), g["kim"] == set(), frozenset(g["ivy"]) == {"hal", "jon"})
