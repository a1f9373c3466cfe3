"""The way agents annotate: aliases, Optional returns, cast, TYPE_CHECKING, forward refs."""
from typing import TYPE_CHECKING, Callable, Dict, Iterator, List, Optional, Tuple, cast

if TYPE_CHECKING:
    print("never")

Vector = List[float]
Registry = Dict[str, Callable[[int], int]]


class Tree:
    def __init__(self, value: int, children: Optional[List["Tree"]] = None) -> None:
        self.value = value
        self.children: List[Tree] = children or []

    def walk(self) -> Iterator[int]:
        yield self.value
        for c in self.children:
            yield from c.walk()


def scale(v: Vector, k: float) -> Vector:
    return [x * k for x in v]


def find(rows: List[Dict[str, int]], key: str) -> Optional[int]:
    for r in rows:
        if key in r:
            return r[key]
    return None


def pair(a: int, b: "int | None" = None) -> Tuple[int, int]:
    return (a, b if b is not None else a)


registry: Registry = {"double": lambda n: n * 2, "square": lambda n: n * n}
t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(list(t.walk()), scale([1.0, 2.5], 2), find([{"a": 1}, {"b": 2}], "b"), find([], "x"))
print(pair(3), pair(3, 4), {k: f(5) for k, f in registry.items()})
print(cast(int, "not checked"), cast(List[int], [1]), Vector, Registry)


def typed(x: int | None, *args: str, **kw: Dict[str, int]) -> list[int]:
    return [x or 0, len(args), len(kw)]


print(typed(None, "a", "b", k={}))
