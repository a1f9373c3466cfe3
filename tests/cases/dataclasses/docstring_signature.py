"""A dataclass without a docstring documents its signature, as inspect.signature prints it."""
from dataclasses import dataclass, field, KW_ONLY
from typing import List, Optional
class Node: pass
@dataclass
class P:
    x: int
    y: 'Node' = None
    z: List[int] = field(default_factory=list)
    w: Optional[dict] = None
    n: Optional[Node] = None
    u: int | None = None
    _: KW_ONLY
    k: float = 1.5
print(P.__doc__)
@dataclass(init=False)
class Q:
    x: int
print(Q.__doc__)
@dataclass
class R:
    '''Docs.'''
    x: int
print(R.__doc__)
@dataclass
class T:
    f: 'list[int]' = field(default_factory=lambda: [1])
    g: str = 'a"b'
    h: list[int] = field(default_factory=list)
print(T.__doc__)
