"""Shortest routes between cities with Dijkstra using a sorted-list priority queue."""
from typing import Dict, List, Tuple, Optional


def build_graph(edges: List[Tuple[str, str, int]]) -> Dict[str, Dict[str, int]]:
    graph: Dict[str, Dict[str, int]] = {}
    for a, b, w in edges:
        graph.setdefault(a, {})[b] = w
        graph.setdefault(b, {})[a] = w
    return graph


class PriorityQueue:
    """Keeps (priority, item) pairs sorted; pops the smallest."""

    def __init__(self) -> None:
        self.items: List[Tuple[int, str]] = []

    def push(self, priority: int, item: str) -> None:
        lo, hi = 0, len(self.items)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.items[mid] < (priority, item):
                lo = mid + 1
            else:
                hi = mid
        self.items.insert(lo, (priority, item))

    def pop(self) -> Tuple[int, str]:
        return self.items.pop(0)

    def __len__(self) -> int:
        return len(self.items)


def dijkstra(graph: Dict[str, Dict[str, int]], start: str) -> Tuple[Dict[str, int], Dict[str, Optional[str]]]:
    dist = {start: 0}
    prev: Dict[str, Optional[str]] = {start: None}
    pq = PriorityQueue()
    pq.push(0, start)
    visited = set()
    while len(pq):
        d, node = pq.pop()
        if node in visited:
            continue
        visited.add(node)
        for nxt, w in graph[node].items():
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                pq.push(nd, nxt)
    return dist, prev


def path_to(prev: Dict[str, Optional[str]], target: str) -> List[str]:
    path = []
    node: Optional[str] = target
    while node is not None:
        path.append(node)
        node = prev[node]
    return path[::-1]


def main() -> None:
    edges = [("Amsterdam", "Berlin", 650), ("Amsterdam", "Brussels", 210), ("Brussels", "Paris", 300),
             ("Paris", "Lyon", 465), ("Berlin", "Prague", 350), ("Prague", "Vienna", 330),
             ("Vienna", "Munich", 435), ("Munich", "Berlin", 585), ("Lyon", "Geneva", 150),
             ("Geneva", "Munich", 520), ("Brussels", "Cologne", 210), ("Cologne", "Berlin", 575),
             ("Cologne", "Munich", 575), ("Oslo", "Bergen", 460)]
    graph = build_graph(edges)
    dist, prev = dijkstra(graph, "Amsterdam")
    print(f"{'city':<10}{'km':>6}  route")
    for city in sorted(dist, key=lambda c: (dist[c], c)):
        print(f"{city:<10}{dist[city]:>6}  {' -> '.join(path_to(prev, city))}")
    unreachable = sorted(set(graph) - set(dist))
    print("unreachable:", unreachable)
    farthest = max(dist, key=dist.get)
    print("farthest:", farthest, dist[farthest])
    d2, _ = dijkstra(graph, "Vienna")
    print("Vienna->Paris:", d2["Paris"], "| Paris->Vienna:", dijkstra(graph, "Paris")[0]["Vienna"])
    degree = {c: len(n) for c, n in graph.items()}
    hubs = [c for c, k in sorted(degree.items(), key=lambda kv: (-kv[1], kv[0]))][:3]
    print("hubs:", hubs)
    total = sum(w for _, _, w in edges)
    print("total road km:", total)


if __name__ == "__main__":
    main()
