# Money with decimal and fractions: exact sums, quantize with rounding modes, splitting a
# bill, interest schedules, and comparisons with floats.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, localcontext, InvalidOperation
from fractions import Fraction

prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10"), Decimal("0.20")]
print(sum(prices), sum(prices, Decimal("0")), 0.1 + 0.2, Decimal("0.1") + Decimal("0.2"))
tax = Decimal("0.0825")
for p in prices:
    t = p * tax
    print(p, t, t.quantize(Decimal("0.01")), t.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
for v in ["2.675", "2.665", "-2.675", "0.005", "1.5", "2.5"]:
    d = Decimal(v)
    print(v, [str(d.quantize(Decimal("0.01") if "." in v[2:] else Decimal("1"), rounding=r)) for r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING)])
print(Decimal(1) / Decimal(3), Decimal(2).sqrt() if hasattr(Decimal, "sqrt") else "", Decimal("1.10") * 3)
print(Decimal("10") / Decimal("4"), Decimal("7") // Decimal("2"), Decimal("7") % Decimal("2"), Decimal("-7") // Decimal("2"))
print(Decimal("1e3"), Decimal("1E+3") + 0, Decimal("0.000"), Decimal("-0"), Decimal(" 3.14 "), Decimal(10) ** 2)
print(repr(Decimal("3.50")), str(Decimal("3.50")), Decimal("3.50").normalize(), Decimal(7), Decimal((0, (1, 2, 3), -2)))
print(Decimal("1.1") == Decimal("1.10"), Decimal("0.5") < 1, Decimal(2) == 2, max(prices), sorted(prices)[0])
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal("123456.789") + 0)
print(Decimal(1) / Decimal(7))
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__)
bill = Decimal("100.00")
people = 3
share = (bill / people).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
rest = bill - share * people
print(share, rest, [share + (Decimal("0.01") if i < rest * 100 else 0) for i in range(people)])
balance = Decimal("1000.00")
for year in range(1, 4):
    balance = (balance * (1 + Decimal("0.035"))).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    print(year, balance)
f = Fraction(3, 4) + Fraction(1, 6)
print(f, f.numerator, f.denominator, float(f), Fraction("0.125"), Fraction(0.5), Fraction(1, 3) * 3 == 1)
print(Fraction(22, 7) - Fraction(355, 113), Fraction(-6, 4), Fraction(5) / 2, Fraction(1, 3) ** 2, abs(Fraction(-1, 2)))
print(Fraction(3.14159).limit_denominator(1000), round(Fraction(7, 2)), round(Fraction(5, 2)), Fraction(7, 3) // 1, Fraction(7, 3) % 1)
print(sum(Fraction(1, n) for n in range(1, 6)), Fraction(1, 2) < 0.6, Fraction(1, 2) == 0.5, repr(Fraction(2, 4)))
print(Decimal("1234.5").to_integral_value(), f"{Decimal('1234.5678'):,.2f}")
