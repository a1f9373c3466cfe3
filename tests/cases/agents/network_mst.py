"""Union-find for network connectivity and Kruskal's minimum spanning tree."""
from typing import Dict, List, Tuple


class DisjointSet:
    def __init__(self, items) -> None:
        self.parent: Dict = {x: x for x in items}
        self.size: Dict = {x: 1 for x in items}
        self.unions = 0

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        self.unions += 1
        return True

    def groups(self) -> List[List]:
        out: Dict = {}
        for x in self.parent:
            out.setdefault(self.find(x), []).append(x)
        return sorted((sorted(g) for g in out.values()), key=lambda g: (-len(g), g))


def kruskal(nodes: List[str], edges: List[Tuple[int, str, str]]) -> Tuple[int, List[Tuple[int, str, str]]]:
    ds = DisjointSet(nodes)
    chosen = []
    for w, a, b in sorted(edges):
        if ds.union(a, b):
            chosen.append((w, a, b))
    return sum(w for w, _, _ in chosen), chosen


def main() -> None:
    hosts = ["web1", "web2", "db1", "db2", "cache", "lb", "backup", "monitor"]
    links = [("web1", "lb"), ("web2", "lb"), ("web1", "cache"), ("db1", "db2"), ("backup", "db2")]
    ds = DisjointSet(hosts)
    for a, b in links:
        ds.union(a, b)
    print("components:", ds.groups())
    print("web2~cache:", ds.find("web2") == ds.find("cache"), "| web1~db1:", ds.find("web1") == ds.find("db1"))
    print("redundant link:", ds.union("web2", "cache"), "unions:", ds.unions)
    cables = [(4, "web1", "web2"), (8, "web1", "db1"), (11, "web2", "db1"), (7, "db1", "db2"),
              (2, "db2", "cache"), (6, "cache", "lb"), (1, "lb", "web2"), (7, "cache", "monitor"),
              (4, "backup", "db2"), (9, "monitor", "backup"), (14, "lb", "backup"), (10, "web1", "monitor")]
    total, tree = kruskal(hosts, cables)
    print("MST cost:", total, "edges:", len(tree))
    for w, a, b in tree:
        print(f"  {a:>7} -- {b:<7} {w:>3}")
    saved = sum(w for w, _, _ in cables) - total
    print("cable saved vs all links:", saved)
    adj: Dict[str, List[str]] = {h: [] for h in hosts}
    for _, a, b in tree:
        adj[a].append(b)
        adj[b].append(a)
    leaves = sorted(h for h, n in adj.items() if len(n) == 1)
    print("leaf hosts:", leaves)
    grid = DisjointSet([(r, c) for r in range(4) for c in range(4)])
    walls = {(0, 1), (1, 1), (2, 1), (2, 2), (2, 3)}
    for r in range(4):
        for c in range(4):
            if (r, c) in walls:
                continue
            for nr, nc in ((r + 1, c), (r, c + 1)):
                if nr < 4 and nc < 4 and (nr, nc) not in walls:
                    grid.union((r, c), (nr, nc))
    regions = [g for g in grid.groups() if g[0] not in walls]
    print("open regions:", len(regions), [len(g) for g in regions])
    print("region of (0,0):", regions[0] if (0, 0) in regions[0] else regions[1])


if __name__ == "__main__":
    main()
