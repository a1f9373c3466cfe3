# Fraction: construction, arithmetic both ways, comparisons, hash, rounding, text, errors.
from fractions import Fraction as F
import math
a = F(3, 4); b = F(-5, 6)
print(a, b, repr(a), a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b))
print(a + 1, 1 + a, a * 2.5, 2.5 * a, a ** 2, a ** -2, 2 ** a, F(4) ** F(1, 2), a ** F(2))
print(F(0.1), F('3/4'), F(' -1.5e3 '), F('1_000/3'), F('.5'), F('1.'), F(7, -21), F(F(1, 7), F(2, 3)))
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(1, 3)), hash(F(-1, 3)))
d = {1: 'one'}; d[F(1)] = 'F'; print(d)
print(round(F(5, 2)), round(F(7, 2)), round(F(12345, 1000), 2), round(F(12345, 1), -2))
print(math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)), int(F(-7, 2)), float(F(1, 3)), bool(F(0)))
print(F(1, 2) < 1, F(1, 2) == 0.5, F(1, 2) < float('inf'), F(1, 2) == float('nan'), 1 > F(1, 2), F(1,3) >= F(2, 6))
print(F('3.141592653589793').limit_denominator(10), F('3.141592653589793').limit_denominator(100), F(4321, 8765).limit_denominator(10000))
print(a.numerator, a.denominator, a.as_integer_ratio(), F.from_float(0.25), abs(b), -a, +a)
for bad in ['x', '1/', '1.5/2', '', ' ']:
    try: F(bad)
    except ValueError as e: print(type(e).__name__, e)
try: F(1, 0)
except ZeroDivisionError as e: print(type(e).__name__, e)
try: a + 'x'
except TypeError as e: print(type(e).__name__, e)
try: F(1.5, 2)
except TypeError as e: print(type(e).__name__, e)
try: F([])
except TypeError as e: print(type(e).__name__, e)
try: a / 0
except ZeroDivisionError as e: print(type(e).__name__, e)
try: a // 0
except ZeroDivisionError as e: print(type(e).__name__, e)
try: a % 0
except ZeroDivisionError as e: print(type(e).__name__, e)
print(F(2**70, 3) * 3, F(10**30 + 1, 10**20), f"{a}", '{}'.format(b), str(F(4, 2)), sorted([F(1,2), 0.3, 1, F(-1)]))
print(isinstance(a, F), type(a).__name__, type(a))
