from typing import NamedTuple
import typing

class Point(NamedTuple):
    """A point."""
    x: int
    y: int = 0
    label: str = "p"

    def norm2(self):
        return self.x * self.x + self.y * self.y

    @property
    def swapped(self):
        return Point(self.y, self.x, self.label)

    def __str__(self):
        return f"<{self.x},{self.y}>"

p = Point(3, 4)
print(p, repr(p), p.norm2(), p.swapped)
print(Point._fields, Point._field_defaults, Point.__doc__, Point.__name__, Point.__qualname__)
print(p._asdict(), p._replace(x=9), Point._make([1, 2, "q"]))
print(isinstance(p, tuple), len(p), p[0], p == (3, 4, "p"), hash(p) == hash((3, 4, "p")))
x, y, lab = p
print(x, y, lab, type(p).__name__, type(p) is Point)
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))

class Emp(NamedTuple):
    name: str
    id: int
print(Emp("a", 1), Emp.__doc__)

def make():
    class Inner(NamedTuple):
        a: list[int]
        b: typing.Optional[str] = None
    return Inner
I = make()
print(I([1]), I.__qualname__, I._field_defaults)

P2 = NamedTuple("P2", [("a", int), ("b", str)])
print(P2(1, "x"), P2._fields, P2.__doc__)
P3 = NamedTuple("P3", a=int, b=float)
print(P3(b=2.0, a=1))
P4 = typing.NamedTuple("P4", [])
print(P4(), P4._fields)

class Sub(Point):
    def norm2(self):
        return -super().norm2()
print(Sub(1, 2).norm2(), Sub(1, 2))

for bad in [lambda: Point(), lambda: Point(1, 2, 3, 4), lambda: Point(1, z=3),
            lambda: Point(1, x=2), lambda: p._replace(z=1), lambda: Point._make([1]),
            lambda: NamedTuple("Q", [("a", int)], b=int), lambda: NamedTuple(),
            lambda: NamedTuple("Q", [("a", int, 3)]), lambda: NamedTuple("Q", [("a",)]),
            lambda: NamedTuple("Q", [("_a", int)]), lambda: NamedTuple("Q", [("a", int), ("a", str)]),
            lambda: NamedTuple("Q", [("a", (int,))]), lambda: NamedTuple("Q", [("def", int)])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError", e)
