"""Sorting with key functions and comparisons that recurse into nested structures."""
from typing import Any, List


def depth(x: Any) -> int:
    if not isinstance(x, list):
        return 0
    best = 0
    for y in x:
        d = depth(y)
        if d > best:
            best = d
    return 1 + best


def weight(x: Any) -> int:
    if not isinstance(x, list):
        return x
    total = 0
    for y in x:
        total += weight(y)
    return total


def gen_depth(x: Any) -> int:
    """Same as depth, via a generator expression (more frames per level)."""
    if isinstance(x, list):
        return 1 + max((gen_depth(y) for y in x), default=0)
    return 0


def nest(value: Any, levels: int) -> Any:
    for _ in range(levels):
        value = [value]
    return value


def signature(x: Any) -> tuple:
    """A recursive key: the shape of a nested list as nested tuples."""
    if isinstance(x, list):
        return (len(x),) + tuple(signature(y) for y in x)
    return ()


class Tree:
    def __init__(self, label: str, *children: "Tree") -> None:
        self.label = label
        self.children = list(children)

    def size(self) -> int:
        return 1 + sum(c.size() for c in self.children)

    def height(self) -> int:
        return 1 + max((c.height() for c in self.children), default=0)

    def __lt__(self, other: "Tree") -> bool:
        return (self.height(), self.size(), self.label) < (other.height(), other.size(), other.label)

    def __repr__(self) -> str:
        return self.label


def chain(label: str, n: int) -> Tree:
    t = Tree(f"{label}0")
    for i in range(1, n):
        t = Tree(f"{label}{i}", t)
    return t


def main() -> None:
    items = [nest(1, 300), [1, 2, 3], nest([4, [5]], 120), 7, nest(2, 10), [[[]]], nest(0, 350)]
    by_depth = sorted(items, key=depth)
    print("depths:", [depth(x) for x in by_depth])
    print("weights in depth order:", [weight(x) for x in by_depth])
    by_weight_then_depth = sorted(items, key=lambda x: (weight(x), -depth(x)))
    print("by weight, deeper first:", [(weight(x), depth(x)) for x in by_weight_then_depth])
    shapes = [[[], []], [[[]]], [], [[], [[]]], [[[[]]]], [[]]]
    print("by signature:", sorted(shapes, key=signature))
    trees = [chain("a", 200), Tree("b", Tree("b1"), Tree("b2")), chain("c", 150),
             Tree("d", chain("d", 199)), Tree("e")]
    ordered = sorted(trees)
    print("trees by height:", [(t.label, t.height(), t.size()) for t in ordered])
    print("max tree:", max(trees), "min tree:", min(trees))
    deep_lists = [nest(i, 100 + 30 * i) for i in range(8)]
    deep_lists.reverse()
    print("sorted deep lists by depth:", [depth(x) for x in sorted(deep_lists, key=depth)])
    print("recursive key over 310 levels:", depth(max(deep_lists, key=depth)))
    medium = [nest(i, 20 * i) for i in range(1, 8)]
    print("genexpr key agrees:", sorted(medium, key=gen_depth) == sorted(medium, key=depth),
          [gen_depth(x) for x in sorted(medium, key=gen_depth, reverse=True)])


if __name__ == "__main__":
    main()
