# Decimal.__format__ with a spec, as C _decimal formats (libmpdec's mini-language).
from decimal import Decimal, getcontext, localcontext, ROUND_DOWN, ROUND_HALF_UP, ROUND_CEILING, Inexact, Rounded

price = Decimal("1234.5678")
print(f"{price:.2f}", f"{price:,.2f}", f"{price:>12.2f}|", f"{price:<12.1f}|")
print(format(price, ">10"), format(price, "^15"), "{:e}".format(price), "{:E}".format(price))
print(f"{Decimal('0.125'):%}", f"{Decimal('0.125'):.1%}", f"{Decimal('-0.5'):.0%}")
print(f"{price:g}", f"{price:.3g}", f"{price:.10g}", f"{Decimal('1E-7'):g}", f"{Decimal('123E+5'):G}")
print(f"{price:n}", f"{price:.2n}", f"{price:015n}", f"{Decimal('1E+30'):N}")
print(f"{price:+.2f}", f"{price: .2f}", f"{-price:-.2f}", f"{-price: .2f}")

# fill and alignment, '=' puts the sign before the fill
print(f"{price:*^20.2f}", f"{-price:=+14.2f}", f"{-price:0=14.2f}", f"{price:é>12.1f}")
print(f"{-price:014.2f}", f"{-price:014,.2f}", f"{Decimal(5):08,}", f"{Decimal(12345):09,}")

# grouping
for s in ["1", "12", "123", "1234", "1234567", "-9876543.21", "1E+9", "0.000123"]:
    d = Decimal(s)
    print(s, f"{d:,}", f"{d:,.2f}", f"{d:,f}", f"{d:,e}")

# the context's rounding mode is the format's
d = Decimal("2.675")
print(f"{d:.2f}", f"{Decimal('2.665'):.2f}", f"{Decimal('-2.5'):.0f}", f"{Decimal('3.5'):.0f}")
with localcontext() as c:
    c.rounding = ROUND_DOWN
    print(f"{d:.2f}", f"{Decimal('9.999'):.2f}", f"{Decimal('9.999'):.2e}", f"{Decimal('9.999'):.1g}")
with localcontext(rounding=ROUND_HALF_UP):
    print(f"{Decimal('0.125'):.2f}", f"{Decimal('0.135'):.2f}", f"{Decimal('1.5E+3'):.0e}")
with localcontext(rounding=ROUND_CEILING):
    print(f"{Decimal('-1.21'):.1f}", f"{Decimal('1.21'):.1f}")
print(getcontext().flags[Inexact], getcontext().flags[Rounded])  # formatting sets no flags

# capitals decide the default type's exponent letter
with localcontext() as c:
    c.capitals = 0
    print(f"{Decimal('1E+30'):}", format(Decimal('1.5E-20'), ""), f"{Decimal('1.5E-20'):>12}")

# special values
for s in ["NaN", "-NaN", "sNaN", "NaN123", "Infinity", "-Infinity"]:
    d = Decimal(s)
    print(s, f"{d:10}|", f"{d:<+10}|", f"{d:010.2f}|", f"{d:%}", f"{d:,.3e}")

# zeros and negative zero, and the z option (3.11)
for s in ["0", "-0", "0E+5", "-0E-7", "0.000", "-0.004", "-0.0049", "-1E-30"]:
    d = Decimal(s)
    print(s, f"{d:f}", f"{d:.2f}", f"{d:z.2f}", f"{d:.1e}", f"{d:z.1e}", f"{d:.0%}", f"{d:z.0%}", f"{d:z.1F}")
print(f"{Decimal('-0.001'):+z.2f}", f"{Decimal('-0.001'): z08.2f}", f"{Decimal('-0.001'):z+.2f}")

# precision zero, long coefficients, large and small exponents
x = Decimal("123456789012345678901234567890.987654321")
print(f"{x:.0f}", f"{x:.3e}", f"{x:.0e}", f"{x:.5g}", f"{x:,.4f}")
print(f"{Decimal('1E+100'):.2e}", f"{Decimal('1E-100'):.3g}", f"{Decimal('9.5E-8'):.0e}")
print(len(f"{Decimal('1E+500'):f}"), len(f"{Decimal('1E-500'):f}"), f"{Decimal('1E+500'):.1e}")
print(f"{Decimal('1E+999999'):e}", f"{Decimal('-7E-999999'):g}")
print(f"{Decimal('0.5'):.50f}")

# nested specs, round(), format() and str.format
w, p = 14, 3
for v in ["3.14159", "-2.71828", "1000000"]:
    d = Decimal(v)
    print(f"{d:{w}.{p}f}|", f"{d:>{w},.{p}f}|", f"{d:{'*'}^{w}.{p - 1}e}|", "{0:{1}.{2}f}".format(d, w, p))
print(round(Decimal("2.675"), 2), round(Decimal("2.5")), round(Decimal("-3.5")), round(Decimal("1234.5"), -2))
print(f"{round(Decimal('2.675'), 2):.4f}", repr(round(Decimal("1.23456"), 3)))
print(format(Decimal("1.5")), format(Decimal("1.5"), ""), Decimal("1.5").__format__(".3f"))
print("%s %r" % (Decimal("1.50"), Decimal("1.50")), "{!r:>20}".format(Decimal("1.50")))
