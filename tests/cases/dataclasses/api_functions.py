"""fields, asdict, astuple, replace, is_dataclass, KW_ONLY, field(kw_only=...), MISSING."""
from dataclasses import KW_ONLY, MISSING, asdict, astuple, dataclass, field, fields, is_dataclass, replace
from typing import ClassVar, Dict, List


@dataclass
class Item:
    name: str
    qty: int = 1
    tags: List[str] = field(default_factory=list)
    note: str = field(default="", repr=False, compare=False)
    registry: ClassVar[int] = 0


@dataclass
class Order:
    id: int
    items: List[Item]
    meta: Dict[str, int] = field(default_factory=dict)
    _: KW_ONLY
    rush: bool = False
    owner: str = "?"


@dataclass(kw_only=True)
class Opts:
    a: int
    b: int = 2


@dataclass
class Mixed:
    x: int
    y: int = field(kw_only=True, default=0)
    z: int = 5


o = Order(7, [Item("pen", 2, ["office"]), Item("ink")], rush=True)
print(o)
print(asdict(o))
print(astuple(o))
print([f.name for f in fields(o)], [f.name for f in fields(Item)])
f0 = fields(Item)[1]
print(f0.name, f0.type, f0.default, f0.init, f0.repr, f0.compare, f0.hash, f0.kw_only)
print(fields(Item)[2].default is MISSING, fields(Item)[2].default_factory)
print(replace(o.items[0], qty=9), o.items[0])
print(is_dataclass(o), is_dataclass(Order), is_dataclass(1), is_dataclass(Item("x").name))
print(Opts(a=1), Mixed(1, 2), Mixed(1, 2, y=3), Item.registry, Item("a") == Item("a", note="x"))
print([f.kw_only for f in fields(Order)])


def attempt(label, f):
    try:
        print(label, "->", f())
    except (TypeError, ValueError) as e:
        print(label, "!!", type(e).__name__, e)


attempt("Opts(1)", lambda: Opts(1))
attempt("replace(1)", lambda: replace(1))
attempt("fields(1)", lambda: fields(1))
attempt("asdict(Item)", lambda: asdict(Item))
attempt("field(default=1, default_factory=list)", lambda: field(default=1, default_factory=list))
attempt("Order(1)", lambda: Order(1))
attempt("Order(1, [], {}, True)", lambda: Order(1, [], {}, True))
attempt("Item(name='a', bogus=1)", lambda: Item(name="a", bogus=1))
