# Fraction edge cases: string forms, big values, powers, divmod, mixed comparisons, errors.
from fractions import Fraction as F
import math
for s in ['1e1000', '-0', '+.5E-2', '1__0', '1_0/2_0', '1.2.3', 'inf', 'nan', '3/-4', '１２', ' 7 ', '\t1/2\n', '1.dd', '1e', '1.5e+3', '0x10']:
    try: print(repr(s), F(s))
    except Exception as e: print(repr(s), type(e).__name__, e)
for v in [F(1, 3), F(-7, 3), F(10**20, 3), F(3, 10**20), F(-1), F(0)]:
    print(v, hash(v) == hash(float(v)) if v.denominator & (v.denominator - 1) == 0 else hash(v), round(v), round(v, 3), round(v, -1), math.floor(v), math.ceil(v), int(v), float(v))
print(F(1, 2) ** -1, F(-2, 3) ** -3, F(0) ** 0, F(2) ** 0.5, 4 ** F(1, 2), F(-8) ** F(1, 3) if False else 0, (-2) ** F(2), 2 ** F(-1))
print(divmod(F(7, 2), 2), divmod(7, F(2, 3)), divmod(F(7, 2), 1.5), F(7, 2) % -2, -7 % F(2, 3), 7.5 // F(2), F(1, 3) - 0.25, 1 - F(1, 3), F(1,3) / 3, 3 / F(1, 3))
print(F(1, 2) == F(2, 4), F(1, 2) != 0.5, F(1) == 1, 1 == F(1), F(1, 3) == 1/3, F(5, 2) > 2.4, F(5, 2) < float('-inf'), F(1) == float('inf'), F(1) != float('nan'))
print({F(1, 2): 'a', 0.5: 'b'}, {F(3): 1, 3: 2, 3.0: 3}, set([F(1), 1, 1.0, True]))
print(F.from_float(1e300).denominator, F(2.5).as_integer_ratio(), F(1, 3).limit_denominator(2), F(123456789, 1000).limit_denominator(7))
print(F(3, 4).real, F(3, 4).imag, F(3, 4).conjugate(), sum([F(1, 2), F(1, 3), F(1, 6)]), max(F(1, 2), 0.4), sorted([F(2, 3), F(1, 3), 0.5]))
for bad in [lambda: F(1, 0), lambda: F(0, 0), lambda: F(-3, 0), lambda: F(1, 2) ** F(0) / 0, lambda: F(0) ** -1, lambda: F(1, 2) // 0, lambda: F(1) % 0, lambda: divmod(F(1), 0), lambda: F('x'), lambda: F(''), lambda: F(float('nan')), lambda: F(float('inf')), lambda: F(1, 2.0), lambda: F(None), lambda: F.from_float('1'), lambda: F(1, 2) + None, lambda: None * F(1), lambda: F(1) < 'a', lambda: F(1, 3).limit_denominator(0), lambda: f"{F(1, 2):.2f}", lambda: F(1) & 1, lambda: F(1, 2) ** 'x', lambda: F(x=1), lambda: float(F(10**400, 1))]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
print(f"{F(1, 2)}", "{}".format(F(-3, 4)), "%s" % F(5, 1), str(F(5, 1)), repr(F(5, 1)), f"{F(1,2)!r}")
x = F(1, 2); x += 1; x *= F(2, 3); x -= 0.5; print(x)
print(bool(F(0, 5)), bool(F(1, 5)), abs(F(-3, 4)), -F(-3, 4), +F(3, 4), F(3, 4) * True, True / F(3, 4))
