"""A Fraction class with normalization, ordering, hashing and Egyptian fraction expansion."""
from typing import List


def gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return abs(a)


class Fraction:
    def __init__(self, num: int, den: int = 1) -> None:
        if den == 0:
            raise ZeroDivisionError(f"Fraction({num}, 0)")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den) or 1
        self.num = num // g
        self.den = den // g

    @staticmethod
    def coerce(x) -> "Fraction":
        return x if isinstance(x, Fraction) else Fraction(x)

    def __add__(self, other) -> "Fraction":
        o = Fraction.coerce(other)
        return Fraction(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    def __sub__(self, other) -> "Fraction":
        o = Fraction.coerce(other)
        return Fraction(self.num * o.den - o.num * self.den, self.den * o.den)

    def __mul__(self, other) -> "Fraction":
        o = Fraction.coerce(other)
        return Fraction(self.num * o.num, self.den * o.den)

    def __truediv__(self, other) -> "Fraction":
        o = Fraction.coerce(other)
        return Fraction(self.num * o.den, self.den * o.num)

    def __eq__(self, other) -> bool:
        o = Fraction.coerce(other)
        return self.num == o.num and self.den == o.den

    def __lt__(self, other) -> bool:
        o = Fraction.coerce(other)
        return self.num * o.den < o.num * self.den

    def __le__(self, other) -> bool:
        return self == other or self < other

    def __hash__(self) -> int:
        return hash((self.num, self.den))

    def __float__(self) -> float:
        return self.num / self.den

    def __repr__(self) -> str:
        return f"{self.num}/{self.den}" if self.den != 1 else str(self.num)


def egyptian(f: Fraction) -> List[Fraction]:
    parts = []
    while f.num != 0:
        d = -(-f.den // f.num)
        unit = Fraction(1, d)
        parts.append(unit)
        f = f - unit
    return parts


def harmonic(n: int) -> Fraction:
    return sum((Fraction(1, k) for k in range(1, n + 1)), Fraction(0))


def main() -> None:
    a, b = Fraction(1, 3), Fraction(-2, -8)
    print(a, b, a + b, a - b, a * b, a / b, Fraction(6, -4))
    print("1/3 + 2 =", a + 2, "| 2 + 1/3 =", 2 + a)
    print("float:", float(Fraction(22, 7)), round(float(Fraction(355, 113)), 6))
    fs = [Fraction(3, 4), Fraction(1, 2), Fraction(5, 6), Fraction(2, 4), Fraction(-1, 3), Fraction(7, 12)]
    print("sorted:", sorted(fs), "max:", max(fs), "min:", min(fs))
    print("unique:", sorted(set(fs)), "1/2 in set:", Fraction(1, 2) in set(fs))
    print("comparisons:", a < b, a <= Fraction(2, 6), b == Fraction(1, 4), Fraction(4, 2) == 2)
    for f in [Fraction(4, 13), Fraction(5, 6), Fraction(7, 15)]:
        parts = egyptian(f)
        print(f"{f} = {' + '.join(repr(p) for p in parts)}  check: {sum(parts, Fraction(0)) == f}")
    for n in (1, 5, 10, 20):
        h = harmonic(n)
        print(f"H({n}) = {h} ~ {float(h):.6f}")
    total = Fraction(0)
    for k in range(1, 50):
        total = total + Fraction(1, k * (k + 1))
    print("telescoping sum:", total)
    try:
        Fraction(1, 0)
    except ZeroDivisionError as e:
        print("error:", e)
    try:
        a / Fraction(0)
    except ZeroDivisionError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
