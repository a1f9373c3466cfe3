from dataclasses import dataclass, field
from typing import List, Optional, Dict
@dataclass
class Library:
    name: str
    books: List[str] = field(default_factory=list)
    ratings: Dict[str, int] = field(default_factory=dict)
    curator: Optional[str] = None
    counts: dict[str, int] = field(default_factory=dict)
    shelves: list[list[int]] = field(default_factory=list)
lib = Library("city")
print(lib)
lib.books.append("Dune")
lib.ratings["Dune"] = 5
lib.curator = "Ann"
print(lib)
def find(lib: Library, title: str) -> Optional[int]:
    if title in lib.books:
        return lib.books.index(title)
    return None
print(find(lib, "Dune"), find(lib, "Emma"))
def total(scores: Dict[str, int]) -> int:
    return sum(scores.values())
print(total({"a": 1, "b": 2}))
names: List[str] = ["x", "y"]
maybe: Optional[str] = None
table: dict[str, int] = {"k": 1}
print(names, maybe, table)
@dataclass
class Loose:
    value: int
print(Loose("not an int"), Loose(None))
def f(xs: list[int], m: Optional[Dict[str, List[int]]] = None) -> tuple[int, ...]:
    return tuple(xs)
print(f([1, 2]))
