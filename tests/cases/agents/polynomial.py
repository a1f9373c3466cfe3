"""Polynomial arithmetic with operator overloading, evaluation, derivatives and roots."""
from typing import List, Tuple
import math


class Polynomial:
    def __init__(self, coeffs: List[int]) -> None:
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.coeffs = c or [0]

    @classmethod
    def from_roots(cls, roots: List[int]) -> "Polynomial":
        p = cls([1])
        for r in roots:
            p = p * cls([-r, 1])
        return p

    @property
    def degree(self) -> int:
        return len(self.coeffs) - 1

    def __call__(self, x: float) -> float:
        result = 0
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def __add__(self, other: "Polynomial") -> "Polynomial":
        n = max(len(self.coeffs), len(other.coeffs))
        a = self.coeffs + [0] * (n - len(self.coeffs))
        b = other.coeffs + [0] * (n - len(other.coeffs))
        return Polynomial([x + y for x, y in zip(a, b)])

    def __neg__(self) -> "Polynomial":
        return Polynomial([-c for c in self.coeffs])

    def __sub__(self, other: "Polynomial") -> "Polynomial":
        return self + (-other)

    def __mul__(self, other: "Polynomial") -> "Polynomial":
        out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Polynomial(out)

    def __pow__(self, n: int) -> "Polynomial":
        result = Polynomial([1])
        for _ in range(n):
            result = result * self
        return result

    def __eq__(self, other) -> bool:
        return isinstance(other, Polynomial) and self.coeffs == other.coeffs

    def derivative(self) -> "Polynomial":
        return Polynomial([i * c for i, c in enumerate(self.coeffs)][1:] or [0])

    def __repr__(self) -> str:
        terms = []
        for power in range(self.degree, -1, -1):
            c = self.coeffs[power]
            if c == 0 and self.degree > 0:
                continue
            sign = "-" if c < 0 else "+"
            mag = abs(c)
            if power == 0:
                body = str(mag)
            else:
                body = ("" if mag == 1 else str(mag)) + ("x" if power == 1 else f"x^{power}")
            terms.append((sign, body))
        first_sign, first = terms[0]
        text = ("-" if first_sign == "-" else "") + first
        for sign, body in terms[1:]:
            text += f" {sign} {body}"
        return text


def newton(p: Polynomial, x0: float, steps: int = 50) -> float:
    dp = p.derivative()
    x = x0
    for _ in range(steps):
        d = dp(x)
        if d == 0:
            break
        nxt = x - p(x) / d
        if abs(nxt - x) < 1e-12:
            return nxt
        x = nxt
    return x


def main() -> None:
    p = Polynomial([1, -3, 0, 2])
    q = Polynomial([0, 1, 1])
    print("p =", p, "| q =", q)
    print("p + q =", p + q)
    print("p - p =", p - p)
    print("p * q =", p * q)
    print("(x+1)^5 =", Polynomial([1, 1]) ** 5)
    print("p'  =", p.derivative(), "| p'' =", p.derivative().derivative())
    print("p(0..4) =", [p(x) for x in range(5)])
    r = Polynomial.from_roots([1, -2, 3])
    print("from roots 1,-2,3:", r, "degree", r.degree)
    print("values at roots:", [r(x) for x in (1, -2, 3)])
    roots = sorted(round(newton(r, x0), 9) for x0 in (-5.0, 0.5, 10.0))
    print("newton roots:", roots)
    sq2 = newton(Polynomial([-2, 0, 1]), 1.0)
    print("sqrt(2) by newton:", sq2, "matches math.sqrt:", abs(sq2 - math.sqrt(2)) < 1e-12)
    print("identity:", (Polynomial([1, 1]) ** 2) == Polynomial([1, 2, 1]))
    print("zero:", Polynomial([0, 0, 0]), Polynomial([0]).degree, Polynomial([-1, 0, -1]))


if __name__ == "__main__":
    main()
