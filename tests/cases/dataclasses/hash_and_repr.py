"""The hash table of @dataclass, recursive reprs, inherited synthesized methods."""
from dataclasses import dataclass, field
from typing import List, Optional


@dataclass(frozen=True)
class P:
    x: int
    y: int = 0


@dataclass(unsafe_hash=True)
class U:
    a: int
    b: List[int] = field(default_factory=list, hash=False)


@dataclass(eq=False)
class Ident:
    v: int


@dataclass
class Node:
    val: int
    nxt: Optional["Node"] = None


class Sub(P):
    pass


@dataclass
class WithHash:
    k: str

    def __hash__(self):
        return len(self.k)


print(hash(P(1, 2)) == hash((1, 2)), hash(U(1, [2])) == hash((1,)), len({P(1), P(1), P(2)}))
i = Ident(1)
print(i == Ident(1), i == i, hash(i) == hash(i), hash(WithHash("abc")))
n = Node(1)
n.nxt = n
print(n)
print(Node(1, Node(2)), Sub(3), Sub(3) == P(3), P(3) == Sub(3))
try:
    hash(Node(1))
except TypeError as e:
    print(e)
s = Sub(1)
s.extra = 5
print(s.extra)
try:
    s.x = 2
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del P(1).y
except AttributeError as e:
    print(type(e).__name__, e)
print(P.__repr__ is Sub.__repr__, P.__eq__ is Sub.__eq__)
