"""Build-system style task scheduling: topological sort, cycle detection, critical path."""
from typing import Dict, List, Set, Optional


class CycleError(Exception):
    def __init__(self, cycle: List[str]) -> None:
        super().__init__("cycle: " + " -> ".join(cycle))
        self.cycle = cycle


TASKS = {
    "fetch": ([], 3),
    "configure": (["fetch"], 2),
    "codegen": (["configure"], 4),
    "compile_core": (["configure", "codegen"], 10),
    "compile_ui": (["configure"], 6),
    "link": (["compile_core", "compile_ui"], 3),
    "test": (["link"], 8),
    "docs": (["configure"], 5),
    "package": (["link", "docs"], 2),
}


def topo_order(deps: Dict[str, List[str]]) -> List[str]:
    WHITE, GRAY, BLACK = 0, 1, 2
    color = {t: WHITE for t in deps}
    order: List[str] = []
    stack: List[str] = []

    def visit(t: str) -> None:
        if color[t] == BLACK:
            return
        if color[t] == GRAY:
            raise CycleError(stack[stack.index(t):] + [t])
        color[t] = GRAY
        stack.append(t)
        for d in deps[t]:
            visit(d)
        stack.pop()
        color[t] = BLACK
        order.append(t)

    for t in deps:
        visit(t)
    return order


def kahn_levels(deps: Dict[str, List[str]]) -> List[List[str]]:
    indeg = {t: len(ds) for t, ds in deps.items()}
    users: Dict[str, List[str]] = {t: [] for t in deps}
    for t, ds in deps.items():
        for d in ds:
            users[d].append(t)
    level = sorted(t for t, n in indeg.items() if n == 0)
    levels = []
    while level:
        levels.append(level)
        nxt = []
        for t in level:
            for u in users[t]:
                indeg[u] -= 1
                if indeg[u] == 0:
                    nxt.append(u)
        level = sorted(nxt)
    return levels


def critical_path(tasks: Dict[str, tuple]) -> tuple:
    deps = {t: d for t, (d, _) in tasks.items()}
    finish: Dict[str, int] = {}
    via: Dict[str, Optional[str]] = {}
    for t in topo_order(deps):
        ds, cost = tasks[t]
        best = max(ds, key=lambda d: finish[d], default=None)
        finish[t] = cost + (finish[best] if best else 0)
        via[t] = best
    end = max(finish, key=finish.get)
    path = []
    node: Optional[str] = end
    while node:
        path.append(node)
        node = via[node]
    return finish[end], path[::-1], finish


def main() -> None:
    deps = {t: d for t, (d, _) in TASKS.items()}
    print("order:", topo_order(deps))
    for i, lvl in enumerate(kahn_levels(deps)):
        print(f"  stage {i}: {', '.join(lvl)}")
    total, path, finish = critical_path(TASKS)
    print("critical path:", " -> ".join(path), f"({total} units)")
    serial = sum(c for _, c in TASKS.values())
    print(f"serial time {serial}, parallel time {total}, speedup {serial / total:.2f}x")
    for t in sorted(finish, key=lambda t: (finish[t], t)):
        ds, cost = TASKS[t]
        start = finish[t] - cost
        print(f"  {t:<13}|{' ' * start}{'=' * cost}")
    cyclic = dict(deps)
    cyclic["fetch"] = ["package"]
    try:
        topo_order(cyclic)
    except CycleError as e:
        print("error:", e, "| length", len(e.cycle) - 1)
    reach: Set[str] = set()
    frontier = ["configure"]
    while frontier:
        t = frontier.pop()
        for u, ds in deps.items():
            if t in ds and u not in reach:
                reach.add(u)
                frontier.append(u)
    print("affected by configure:", sorted(reach))


if __name__ == "__main__":
    main()
