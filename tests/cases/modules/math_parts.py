# The two-argument float functions and the representation functions: frexp, ldexp, modf,
# nextafter, ulp, remainder, fmod, copysign, pow, atan2, log with a base and of big ints,
# floor, ceil, trunc, and the constants.
import math

inf = float("inf")
nan = float("nan")
print(repr(math.pi), repr(math.e), repr(math.tau), repr(math.inf), repr(math.nan), math.nan is math.nan)
VALS = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.0, 7.25, 1e-310, 5e-324, 1e308, inf, -inf, nan,
        2.0 ** 52 + 0.5, 2.0 ** 53, 123456.789, -0.1, 10, -7, True, 2 ** 60 + 1]
for x in VALS:
    print(repr(x), repr(math.frexp(x)), repr(math.modf(x)), repr(math.ulp(x)),
          repr(math.nextafter(x, inf)), repr(math.nextafter(x, -inf)), repr(math.nextafter(x, 0.0)))
for x in [1.0, -1.0, 0.75, 5e-324, 1e-308, 1e308, 0.0, -0.0, inf, nan, 3]:
    out = []
    for i in [0, 1, -1, 52, -1074, -1075, -1076, 1023, 1024, 2000, -2000, 10 ** 20, -10 ** 20, True]:
        try:
            out.append(repr(math.ldexp(x, i)))
        except OverflowError as e:
            out.append("OverflowError: " + str(e))
    print(repr(x), out)
PAIRS = [(5.0, 3.0), (-5.0, 3.0), (5.0, -3.0), (6.0, 4.0), (7.0, 2.0), (5.0, 2.0), (-0.0, 1.0),
         (1.0, 0.0), (inf, 1.0), (1.0, inf), (nan, 1.0), (1.0, nan), (1e308, 1e-308), (5e-324, 3e-324),
         (3.0, 0.5), (2.0, 0.75), (10, 3), (-10 ** 15, 7.5), (0.0, -0.0), (-1.0, inf), (inf, inf), (0.0, 0.0),
         (2.0, 1024.0), (-2.0, 3.0), (-2.0, 0.5), (0.0, -1.0), (-0.0, -3.0), (1.5, -inf), (0.5, -inf),
         (-1.0, inf), (1.0, nan), (nan, 0.0), (-8.0, 1 / 3), (10.0, -400.0), (1.0000001, 1e12)]
for x, y in PAIRS:
    row = []
    for f in (math.remainder, math.fmod, math.copysign, math.pow, math.atan2, math.hypot, math.nextafter):
        try:
            row.append(repr(f(x, y)))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__ + ": " + str(e))
    print(repr(x), repr(y), row)
for n in [1, 2, 8, 10, 1000, 2 ** 53 + 1, 10 ** 30, 2 ** 1023, 2 ** 1024, 2 ** 1024 - 2 ** 970,
          2 ** 1024 - 2 ** 969, 10 ** 400, 3 ** 2000, True, 0.5, 100.0, 1e-300]:
    print(repr(math.log(n)), repr(math.log2(n)), repr(math.log10(n)), repr(math.log(n, 2)),
          repr(math.log(n, 10)), repr(math.log(n, 0.5)), repr(math.log(10 ** 500, n)) if n != 1 and n != True else "")
for args in [(0,), (-1,), (0.0,), (-inf,), (inf,), (nan,), (10, 1), (10, 0), (10, -2), (False,), (-10 ** 400,)]:
    try:
        print(repr(math.log(*args)))
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
for x in [0.5, -0.5, 2.5, -2.5, 1e20, -1e20, 2.0 ** 70 + 2.0 ** 20, 3, -3, True, False, 10 ** 30, 0.0, -0.0, 4.999999999999999]:
    print(repr(x), math.floor(x), math.ceil(x), math.trunc(x), type(math.floor(x)).__name__)
for f in (math.floor, math.ceil, math.trunc):
    for bad in (inf, -inf, nan, "1", None):
        try:
            print(f(bad))
        except (ValueError, OverflowError, TypeError) as e:
            print(f.__name__, type(e).__name__, e)
class Celsius:
    def __init__(self, t):
        self.t = t
    def __float__(self):
        return self.t + 273.15
c = Celsius(20)
print(math.sqrt(c), math.floor(c), math.isclose(c, 293.15), math.hypot(c, 0), math.fsum([c, c]), math.log(c))
try:
    math.trunc(c)
except TypeError as e:
    print(type(e).__name__, e)
