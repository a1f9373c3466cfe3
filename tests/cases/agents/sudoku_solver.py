"""Sudoku validation and a backtracking solver with most-constrained-cell heuristic."""
from typing import List, Optional, Set, Tuple

PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def parse(text: str) -> List[List[int]]:
    rows = [line.strip() for line in text.strip().split("\n")]
    return [[0 if ch == "." else int(ch) for ch in row] for row in rows]


def show(grid: List[List[int]]) -> str:
    lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            lines.append("------+-------+------")
        cells = [str(v) if v else "." for v in row]
        lines.append(" | ".join(" ".join(cells[i:i + 3]) for i in (0, 3, 6)))
    return "\n".join(lines)


def candidates(grid: List[List[int]], r: int, c: int) -> Set[int]:
    used = set(grid[r]) | {grid[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {grid[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return set(range(1, 10)) - used


def valid(grid: List[List[int]]) -> bool:
    units = [row for row in grid]
    units += [[grid[r][c] for r in range(9)] for c in range(9)]
    units += [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]
              for br in (0, 3, 6) for bc in (0, 3, 6)]
    for unit in units:
        vals = [v for v in unit if v]
        if len(vals) != len(set(vals)):
            return False
    return True


class Solver:
    def __init__(self, grid: List[List[int]]) -> None:
        self.grid = [row[:] for row in grid]
        self.nodes = 0
        self.backtracks = 0

    def pick(self) -> Optional[Tuple[int, int, Set[int]]]:
        best = None
        for r in range(9):
            for c in range(9):
                if self.grid[r][c] == 0:
                    cand = candidates(self.grid, r, c)
                    if best is None or len(cand) < len(best[2]):
                        best = (r, c, cand)
        return best

    def solve(self) -> bool:
        spot = self.pick()
        if spot is None:
            return True
        r, c, cand = spot
        for v in sorted(cand):
            self.nodes += 1
            self.grid[r][c] = v
            if self.solve():
                return True
        self.grid[r][c] = 0
        self.backtracks += 1
        return False


def main() -> None:
    grid = parse(PUZZLE)
    print(show(grid))
    print("givens:", sum(1 for row in grid for v in row if v), "valid:", valid(grid))
    print("candidates at (0,2):", sorted(candidates(grid, 0, 2)))
    s = Solver(grid)
    print("solved:", s.solve(), "nodes:", s.nodes, "backtracks:", s.backtracks)
    print(show(s.grid))
    print("solution valid:", valid(s.grid), "complete:", all(all(row) for row in s.grid))
    print("row sums:", [sum(row) for row in s.grid])
    bad = [row[:] for row in grid]
    bad[0][2] = 5
    print("duplicate 5 valid:", valid(bad))
    impossible = [row[:] for row in grid]
    impossible[0][2] = 1
    impossible[0][3] = 2
    s2 = Solver(impossible)
    print("impossible solved:", s2.solve(), "backtracks > 0:", s2.backtracks > 0)


if __name__ == "__main__":
    main()
