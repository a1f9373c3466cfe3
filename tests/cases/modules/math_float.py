# Every one-argument float function of math over edge cases and a spread of values: repr()
# compares every bit; errors print their type and message.
import math

inf = float("inf")
nan = float("nan")
EDGE = [0.0, -0.0, inf, -inf, nan, 5e-324, -5e-324, 2.2250738585072014e-308,
        1.7976931348623157e308, -1.7976931348623157e308, 1.0, -1.0, 0.5, -0.5, 2.0, 3.0,
        27.0, -8.0, 1e-20, 1e-300, 1e300, 0.84375, 1.25, 2.857142857142857, 6.0, 28.0,
        0.9999999999999999, 1.0000000000000002, 2 ** 53 + 1, 10 ** 20, -(10 ** 17) - 1,
        True, False, 7, -3, 2 ** 1023, 709.78, 710.0, -745.2, 1e16, 3.141592653589793]
SPREAD = []
x = 0.001
while x < 2000:
    SPREAD.append(x)
    SPREAD.append(-x * 1.37)
    x = x * 2.3 + 0.017
VALUES = EDGE + SPREAD

FUNCS = [math.sqrt, math.exp, math.exp2, math.expm1, math.log, math.log2, math.log10,
         math.log1p, math.sin, math.cos, math.tan, math.asin, math.acos, math.atan,
         math.sinh, math.cosh, math.tanh, math.asinh, math.acosh, math.atanh, math.cbrt,
         math.fabs, math.degrees, math.radians, math.erf, math.erfc, math.gamma, math.lgamma,
         math.ulp]

for f in FUNCS:
    row = []
    for v in VALUES:
        try:
            row.append(repr(f(v)))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__ + ": " + str(e))
    print(f.__name__, len(row))
    for i in range(0, len(row), 4):
        print("  " + " | ".join(row[i:i + 4]))

for v in VALUES:
    print(repr(v), math.isnan(v), math.isinf(v), math.isfinite(v), repr(math.frexp(v)),
          repr(math.modf(v)) if not isinstance(v, int) or abs(v) < 2 ** 1000 else "")
