"""Solve ASCII mazes with BFS and DFS and count reachable regions."""
from typing import List, Tuple, Optional, Dict, Set

MAZE = """
##########
#S.....#.#
#.##.#.#.#
#.#..#...#
#.#.####.#
#...#..#.#
###.#.##.#
#.....#..#
#.###...E#
##########
"""


def load(text: str) -> List[str]:
    return [row for row in text.strip().split("\n")]


def find(grid: List[str], ch: str) -> Tuple[int, int]:
    for r, row in enumerate(grid):
        c = row.find(ch)
        if c != -1:
            return (r, c)
    raise ValueError(f"{ch} not found")


def open_neighbors(grid: List[str], pos: Tuple[int, int]):
    r, c = pos
    for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[nr]) and grid[nr][nc] != "#":
            yield (nr, nc)


def bfs(grid: List[str], start: Tuple[int, int], goal: Tuple[int, int]) -> Optional[List[Tuple[int, int]]]:
    queue = [start]
    came_from: Dict[Tuple[int, int], Optional[Tuple[int, int]]] = {start: None}
    head = 0
    while head < len(queue):
        cur = queue[head]
        head += 1
        if cur == goal:
            path = []
            node: Optional[Tuple[int, int]] = cur
            while node is not None:
                path.append(node)
                node = came_from[node]
            return path[::-1]
        for nxt in open_neighbors(grid, cur):
            if nxt not in came_from:
                came_from[nxt] = cur
                queue.append(nxt)
    return None


def dfs_count(grid: List[str], start: Tuple[int, int], seen: Set[Tuple[int, int]]) -> int:
    stack = [start]
    count = 0
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        count += 1
        stack.extend(n for n in open_neighbors(grid, p) if n not in seen)
    return count


def main() -> None:
    grid = load(MAZE)
    start, goal = find(grid, "S"), find(grid, "E")
    print("start", start, "goal", goal)
    path = bfs(grid, start, goal)
    print("shortest path length:", len(path) - 1)
    on_path = set(path)
    for r, row in enumerate(grid):
        print("".join("*" if (r, c) in on_path and ch == "." else ch for c, ch in enumerate(row)))
    seen: Set[Tuple[int, int]] = set()
    regions = []
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch != "#" and (r, c) not in seen:
                regions.append(dfs_count(grid, (r, c), seen))
    print("regions:", regions, "open cells:", sum(regions))
    blocked = [row.replace("E", "#") for row in grid]
    blocked[7] = "#.....####"
    print("blocked path:", bfs(blocked, start, (8, 7)))
    try:
        find(grid, "X")
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
