# Decimal.__format__'s errors, as C _decimal raises them (messages differ from float's).
from decimal import Decimal

d = Decimal("-1234.5")
specs = ["q", "#.2f", "_", "10_.2f", ",_f", "_,f", ",n", "n,", ".2fz", "zz.2f", "<010", "005",
         "00", "x>z08.1f", ".f", ".", "-+", "5.", "1.2.3f", "=z", "zé<5", "z\x00<5", "\x00", "é",
         ".1000000000000000000000f", "99999999999999999999", "1000000000000000000",
         "99999999999999999999.2f"]
for s in specs:
    try:
        print(repr(s), repr(format(d, s)))
    except (ValueError, TypeError) as e:
        print(repr(s), type(e).__name__, e)

# what C accepts that the float mini-language would not, and the other way round
for s in ["z+.1f", "zx<8.1f", "N", ".3N", "z=10.2f", "+0", ">5\x00junk", "\x00>8", "\x00<+8.2f"]:
    print(repr(s), repr(format(Decimal("-0.001"), s)))
for s in ["=", "_"]:
    try:
        print(repr(format(1.5, s)))
        print(repr(format(Decimal("1.5"), s)))
    except ValueError as e:
        print(repr(s), type(e).__name__, e)

# the precision limit is only checked for finite numbers
print(format(Decimal("NaN"), ".1000000000000000000f"), format(Decimal("-Infinity"), "z.2f"))
try:
    format(Decimal(1), ".1000000000000000000f")
except ValueError as e:
    print(type(e).__name__, e)

# the argument must be a str; the override dict must be a dict
for args in [(5,), (), ("a", "b", "c"), (">5", None), (">5", [1])]:
    try:
        print(repr(Decimal("1234.5").__format__(*args)))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    format(Decimal(1), 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(repr(f"{Decimal(1):{'>'}{-3}}"))
except ValueError as e:
    print(type(e).__name__, e)

w = 8
print(f"{d:{w}.{2}f}|{d:{'0'}{w + 4},.{1}f}|")
print(f"{d:.{w}_f}")
