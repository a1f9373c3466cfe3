"""Conway's Game of Life on an unbounded grid using a set of live cells."""
from typing import Set, Tuple, Dict


def neighbors(cell: Tuple[int, int]):
    r, c = cell
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                yield (r + dr, c + dc)


def step(live: Set[Tuple[int, int]]) -> Set[Tuple[int, int]]:
    counts: Dict[Tuple[int, int], int] = {}
    for cell in live:
        for n in neighbors(cell):
            counts[n] = counts.get(n, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}


def bounds(live: Set[Tuple[int, int]]) -> Tuple[int, int, int, int]:
    rows = [r for r, _ in live]
    cols = [c for _, c in live]
    return min(rows), max(rows), min(cols), max(cols)


def render(live: Set[Tuple[int, int]], box=None) -> str:
    if not live:
        return "(empty)"
    r0, r1, c0, c1 = box or bounds(live)
    lines = []
    for r in range(r0, r1 + 1):
        lines.append("".join("#" if (r, c) in live else "." for c in range(c0, c1 + 1)))
    return "\n".join(lines)


def parse(pattern: str, top: int = 0, left: int = 0) -> Set[Tuple[int, int]]:
    cells = set()
    for r, line in enumerate(pattern.strip().split("\n")):
        for c, ch in enumerate(line.strip()):
            if ch == "#":
                cells.add((r + top, c + left))
    return cells


def normalize(live: Set[Tuple[int, int]]) -> frozenset:
    r0, _, c0, _ = bounds(live)
    return frozenset((r - r0, c - c0) for r, c in live)


def main() -> None:
    glider = parse("""
        .#.
        ..#
        ###
    """)
    g = glider
    for gen in range(5):
        print(f"gen {gen}: {len(g)} cells, bounds {bounds(g)}")
        g = step(g)
    g4 = step(step(step(step(glider))))
    print("glider shape repeats after 4:", normalize(g4) == normalize(glider), "after 5:", normalize(g) == normalize(glider))
    print("glider moved to", sorted(g))

    blinker = parse("###", top=1)
    box = (0, 2, 0, 2)
    for gen in range(3):
        print(render(blinker, box))
        print("--")
        blinker = step(blinker)

    rpent = parse("""
        .##
        ##.
        .#.
    """)
    history = []
    live = rpent
    for gen in range(60):
        history.append(len(live))
        live = step(live)
    print("r-pentomino populations:", history[:12], "...", history[-3:])
    print("max population in 60 gens:", max(history), "at gen", history.index(max(history)))
    block = parse("##\n##")
    print("block is still life:", step(block) == block)
    print(render(step(parse("#.#\n.#.\n#.#"))))


if __name__ == "__main__":
    main()
