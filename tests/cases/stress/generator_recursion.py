"""Recursive generators with yield from: tree walks, permutations and a deep delegation chain."""
from typing import Iterator, List, Optional, Tuple


class Tree:
    def __init__(self, value: int, children: Optional[List["Tree"]] = None) -> None:
        self.value = value
        self.children = children or []

    def walk(self) -> Iterator[int]:
        yield self.value
        for c in self.children:
            yield from c.walk()

    def walk_with_depth(self, d: int = 0) -> Iterator[Tuple[int, int]]:
        yield self.value, d
        for c in self.children:
            yield from c.walk_with_depth(d + 1)

    def leaves(self) -> Iterator[int]:
        if not self.children:
            yield self.value
        for c in self.children:
            yield from c.leaves()


def spine(n: int) -> Tree:
    t = Tree(n)
    for i in range(n - 1, -1, -1):
        t = Tree(i, [t, Tree(-i)] if i % 50 == 0 else [t])
    return t


def full(depth: int, value: int = 1) -> Tree:
    if depth == 0:
        return Tree(value)
    return Tree(value, [full(depth - 1, 2 * value), full(depth - 1, 2 * value + 1)])


def permutations(items: List[int]) -> Iterator[List[int]]:
    if len(items) <= 1:
        yield list(items)
        return
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [x] + rest


def countdown(n: int) -> Iterator[int]:
    if n < 0:
        return
    yield n
    yield from countdown(n - 1)


def main() -> None:
    t = spine(300)
    values = list(t.walk())
    print("spine nodes:", len(values), "sum:", sum(values), "first:", values[:4])
    depths = [d for _, d in t.walk_with_depth()]
    print("max depth:", max(depths), "leaves:", sorted(t.leaves()))
    f = full(10)
    print("full tree size:", sum(1 for _ in f.walk()), "leaf sum:", sum(f.leaves()))
    perms = list(permutations([1, 2, 3, 4]))
    print("permutations:", len(perms), perms[:3], perms[-1])
    print("perms of 6 with first > last:", sum(1 for p in permutations(list(range(6))) if p[0] > p[-1]))
    g = countdown(400)
    head = [next(g) for _ in range(3)]
    print("countdown head:", head, "rest sum:", sum(g))
    print("countdown 350 len:", len(list(countdown(350))))
    w = t.walk()
    print("lazy:", next(w), next(w), "then", sum(1 for _ in w), "more")


if __name__ == "__main__":
    main()
