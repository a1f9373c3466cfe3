from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
try:
    Point(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, y=2, z=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, x=2)
except TypeError as e:
    print(type(e).__name__, e)
print(Point(*[3, 4]), Point(**{"y": 1, "x": 0}))
@dataclass(frozen=True)
class Frozen:
    v: int
try:
    Frozen()
except TypeError as e:
    print(type(e).__name__, e)
print(Frozen(1))
