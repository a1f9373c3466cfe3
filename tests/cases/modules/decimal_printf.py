# printf-style % formatting of Decimals and Fractions: their __float__ and __int__, as PyNumber_Float/PyNumber_Long.
from decimal import Decimal as D, getcontext
from fractions import Fraction as F
print("%.2f|%s|%r|%d|%e|%g" % (D("1.235"), D("1.5"), D("2"), D("7.9"), D("12345.678"), D("0.0001")))
print("%d %i %u %.3f %5.1e %G" % (F(7, 2), D("-7.9"), D("3"), F(1, 3), F(-5, 4), D("1E+30")))
for spec, v in [("%x", D(5)), ("%o", F(1)), ("%X", D("1.5")), ("%f", getcontext()), ("%d", getcontext()), ("%c", D(65)), ("%f", D("NaN")), ("%d", D("NaN")), ("%d", D("Infinity")), ("%f", D("sNaN"))]:
    try:
        print(spec % v)
    except Exception as e:
        print(spec, type(e).__name__, e)
print("{:.3}".format(D("3.14159")), "{:10.4}".format(D("2.5")), f"{D('1.5')!s:>6}")
print(sorted([D("1.5"), F(3, 4), 1, 0.5]))
print(D("1.5") in {F(3, 2)}, F(3, 2) in {D("1.5"): 1})
print(str.format("{0:,}", D("1234567.8")), format(D("-1234567.8"), "_^20,.1f"))
