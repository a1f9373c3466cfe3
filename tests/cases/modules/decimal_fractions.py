# The seams between decimal and fractions: exact conversions, exact comparisons, no mixed arithmetic.
from decimal import Decimal, getcontext, InvalidOperation, FloatOperation
from fractions import Fraction

for s in ["1.25", "-0.5", "3", "1E+3", "0.000", "-0", "123.456E-7", "1E-30"]:
    d = Decimal(s)
    print(s, repr(Fraction(d)), repr(Fraction.from_decimal(d)), d.as_integer_ratio())
print(Fraction.from_decimal(7), Fraction.from_decimal(True), Fraction(Decimal("2.5")) * 2)
for bad in ["NaN", "-Infinity", "sNaN"]:
    for f in (Fraction, Fraction.from_decimal):
        try:
            f(Decimal(bad))
        except (ValueError, OverflowError) as e:
            print(bad, type(e).__name__, e)
for bad in [1.5, "1.5", None, Fraction(1, 2)]:
    try:
        Fraction.from_decimal(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Fraction(Decimal("1.5"), 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Decimal(Fraction(1, 2))
except TypeError as e:
    print(type(e).__name__, e)

# comparisons are exact, in both directions
half, third = Fraction(1, 2), Fraction(1, 3)
for d in [Decimal("0.5"), Decimal("0.3333333333333333333333333333"), Decimal("-1"), Decimal("Infinity"), Decimal("-Infinity")]:
    print(d, d == half, half == d, d < half, half < d, d >= third, third <= d, d != third)
print(Decimal("0.5") == Fraction(2, 4), hash(Decimal("0.5")) == hash(Fraction(1, 2)), sorted([Fraction(2, 3), Decimal("0.6"), Fraction(1, 2), Decimal("0.7")]))
print(max(Decimal("1.5"), Fraction(3, 2)), min(Fraction(-1, 3), Decimal("-0.3")))
print(Decimal("NaN") == half, half == Decimal("NaN"), Decimal("NaN") != half)
getcontext().clear_flags()
try:
    print(Decimal("NaN") < half)
except InvalidOperation as e:
    print(type(e).__name__, e)
try:
    print(half > Decimal("NaN"))
except InvalidOperation as e:
    print(type(e).__name__, e)
print(getcontext().flags[InvalidOperation], getcontext().flags[FloatOperation])

# arithmetic between them is a TypeError both ways
for op in ["+", "-", "*", "/", "//", "%", "**"]:
    for a, b in [(half, Decimal("1.5")), (Decimal("1.5"), half)]:
        try:
            if op == "+": r = a + b
            elif op == "-": r = a - b
            elif op == "*": r = a * b
            elif op == "/": r = a / b
            elif op == "//": r = a // b
            elif op == "%": r = a % b
            else: r = a ** b
            print(r)
        except TypeError as e:
            print(type(e).__name__, e)
try:
    divmod(half, Decimal(1))
except TypeError as e:
    print(type(e).__name__, e)

# Decimal.from_float, and floats against both
print(Decimal.from_float(0.1), Decimal.from_float(-2.5), Decimal.from_float(3), repr(Decimal.from_float(float("inf"))))
print(Fraction(Decimal.from_float(0.1)) == Fraction(0.1), Decimal("0.5") == 0.5, Fraction(1, 2) == 0.5)
