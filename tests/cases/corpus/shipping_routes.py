"""Shortest shipping routes between warehouses with Dijkstra (heapq) and path reconstruction."""
import heapq
from collections import defaultdict
from dataclasses import dataclass
from itertools import permutations
import math

EDGES = """
Seattle Portland 174
Portland Sacramento 580
Seattle Boise 496
Boise SaltLake 340
Sacramento SaltLake 650
Sacramento LosAngeles 385
LosAngeles Phoenix 372
Phoenix SaltLake 660
SaltLake Denver 520
Phoenix Denver 820
"""


@dataclass(frozen=True)
class Route:
    cost: int
    path: tuple[str, ...]

    def __str__(self) -> str:
        return " -> ".join(self.path) + f" ({self.cost} mi)"


def build_graph(text: str) -> dict[str, dict[str, int]]:
    graph: dict[str, dict[str, int]] = defaultdict(dict)
    for line in text.strip().splitlines():
        a, b, miles = line.split()
        graph[a][b] = int(miles)
        graph[b][a] = int(miles)
    return graph


def dijkstra(graph: dict[str, dict[str, int]], start: str) -> tuple[dict[str, int], dict[str, str]]:
    dist = {start: 0}
    prev: dict[str, str] = {}
    heap = [(0, start)]
    seen = set()
    while heap:
        d, node = heapq.heappop(heap)
        if node in seen:
            continue
        seen.add(node)
        for nxt, w in graph[node].items():
            nd = d + w
            if nd < dist.get(nxt, math.inf):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev


def route(graph, start: str, goal: str) -> Route:
    dist, prev = dijkstra(graph, start)
    if goal not in dist:
        raise ValueError(f"no route from {start} to {goal}")
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return Route(dist[goal], tuple(reversed(path)))


graph = build_graph(EDGES)
print(f"{len(graph)} cities, {sum(len(v) for v in graph.values()) // 2} roads")
dist, _ = dijkstra(graph, "Seattle")
for city, d in sorted(dist.items(), key=lambda kv: kv[1]):
    print(f"  {city:<11} {d:>5}")

for a, b in [("Seattle", "Phoenix"), ("Denver", "Portland"), ("Boise", "LosAngeles")]:
    print(route(graph, a, b))

graph["Honolulu"] = {}
try:
    route(graph, "Seattle", "Honolulu")
except ValueError as e:
    print("error:", e)
del graph["Honolulu"]

stops = ["Portland", "Boise", "Phoenix"]
best = None
for order in permutations(stops):
    legs = ["Seattle", *order, "Seattle"]
    total = sum(route(graph, x, y).cost for x, y in zip(legs, legs[1:]))
    if best is None or total < best[0]:
        best = (total, order)
    print(f"  tour {' > '.join(order):<28} {total:>5}")
print("best tour:", best)
r1 = route(graph, "Seattle", "Denver")
print(r1 == Route(r1.cost, r1.path), hash(r1) == hash(Route(r1.cost, r1.path)), len({r1, r1}))
print(repr(r1))
