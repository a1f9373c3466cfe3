"""A 2D/3D vector class with operator overloading and geometry helpers."""
import math
from typing import List


class Vector:
    def __init__(self, *components: float) -> None:
        self.c = tuple(components)

    def __repr__(self) -> str:
        return f"Vector{self.c}"

    def __len__(self) -> int:
        return len(self.c)

    def __iter__(self):
        return iter(self.c)

    def __getitem__(self, i: int) -> float:
        return self.c[i]

    def __eq__(self, other) -> bool:
        return isinstance(other, Vector) and self.c == other.c

    def __hash__(self) -> int:
        return hash(self.c)

    def __add__(self, other: "Vector") -> "Vector":
        self._check(other)
        return Vector(*(a + b for a, b in zip(self, other)))

    def __sub__(self, other: "Vector") -> "Vector":
        self._check(other)
        return Vector(*(a - b for a, b in zip(self, other)))

    def __mul__(self, k: float) -> "Vector":
        return Vector(*(a * k for a in self))

    __rmul__ = __mul__

    def __neg__(self) -> "Vector":
        return self * -1

    def __abs__(self) -> float:
        return math.sqrt(sum(a * a for a in self))

    def __lt__(self, other: "Vector") -> bool:
        return abs(self) < abs(other)

    def __bool__(self) -> bool:
        return any(self.c)

    def _check(self, other: "Vector") -> None:
        if len(self) != len(other):
            raise ValueError(f"dimension mismatch: {len(self)} vs {len(other)}")

    def dot(self, other: "Vector") -> float:
        self._check(other)
        return sum(a * b for a, b in zip(self, other))

    def cross(self, other: "Vector") -> "Vector":
        a1, a2, a3 = self
        b1, b2, b3 = other
        return Vector(a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1)


def centroid(points: List[Vector]) -> Vector:
    total = points[0]
    for p in points[1:]:
        total = total + p
    return total * (1 / len(points))


def polygon_area(points: List[Vector]) -> float:
    s = 0
    for p, q in zip(points, points[1:] + points[:1]):
        s += p[0] * q[1] - q[0] * p[1]
    return abs(s) / 2


def main() -> None:
    a, b = Vector(3, 4), Vector(1, -2)
    print(a, b, a + b, a - b, 2 * a, a * 0.5, -b)
    print("abs:", abs(a), "dot:", a.dot(b), "len:", len(a))
    print("equal:", a == Vector(3, 4), a == (3, 4), a != b)
    print("bool:", bool(Vector(0, 0)), bool(b))
    x, y, z = Vector(1, 0, 0), Vector(0, 1, 0), Vector(0, 0, 1)
    print("x cross y:", x.cross(y), "== z:", x.cross(y) == z)
    vs = [Vector(5, 5), Vector(1, 1), Vector(-3, 0), Vector(0, 2)]
    print("sorted by length:", sorted(vs))
    print("longest:", max(vs), "shortest:", min(vs))
    square = [Vector(0, 0), Vector(4, 0), Vector(4, 4), Vector(0, 4)]
    print("centroid:", centroid(square), "area:", polygon_area(square))
    tri = [Vector(0, 0), Vector(6, 0), Vector(3, 5)]
    print("triangle area:", polygon_area(tri))
    unique = {Vector(1, 2), Vector(1, 2), Vector(2, 1)}
    print("unique vectors:", len(unique), Vector(2, 1) in unique)
    angle = math.floor(math.sqrt(2) * 1000) / 1000
    print("sqrt2 approx:", angle, "pi/2:", round(math.pi / 2, 5))
    try:
        a + x
    except ValueError as e:
        print("error:", e)
    print(list(Vector(1, 2, 3)), sum(Vector(1, 2, 3)), 2 in Vector(1, 2, 3))


if __name__ == "__main__":
    main()
