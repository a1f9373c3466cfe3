from decimal import Decimal, getcontext, localcontext, Context, setcontext
from decimal import ROUND_HALF_UP, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR
from decimal import ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP, MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY
from decimal import InvalidOperation, DivisionByZero, Overflow, Underflow, Inexact, Rounded
from decimal import Subnormal, Clamped, FloatOperation, DecimalException, ConversionSyntax
from decimal import DivisionImpossible, DivisionUndefined, InvalidContext
import decimal

print(getcontext())
print(Context())
print(Context(prec=5, rounding=ROUND_DOWN, Emin=-9, Emax=9, capitals=0, clamp=1, traps=[Inexact], flags=[Rounded]))
print(ROUND_UP, ROUND_HALF_EVEN, MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY)
c = getcontext()
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp, c.Etiny(), c.Etop())
print(c.flags)
print(c.traps[InvalidOperation], c.traps[Inexact], c.flags[Inexact])
with localcontext() as lc:
    lc.prec = 5
    print(Decimal(1) / 7, lc.prec, getcontext().prec)
print(Decimal(1) / 7, getcontext().prec)
with localcontext(prec=3, rounding=ROUND_UP) as lc:
    print(Decimal(1) / 7, lc.rounding)
with localcontext(Context(prec=2)):
    print(Decimal(2) / 3)
ctx = Context(prec=4, rounding=ROUND_HALF_UP)
print(ctx.create_decimal('1.23456'), ctx.create_decimal(), ctx.create_decimal(10**10))
for r in [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]:
    vals = [Decimal(s).quantize(Decimal('0.1'), rounding=r) for s in ['1.25', '1.35', '-1.25', '-1.35', '1.01', '-1.09', '1.05', '0.05']]
    print(r, vals)
for r in [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]:
    c.rounding = r
    print(r, Decimal(2) / 3, Decimal(-2) / 3, Decimal(1) / 8 * Decimal('1E-27'))
c.rounding = ROUND_HALF_EVEN
c.clear_flags()
c.prec = 6
print(Decimal('123.4567') + 0, c.flags[Inexact], c.flags[Rounded])
print(c)
c.clear_flags()
c.prec = 28
c.traps[DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-1) / 0, c.flags[DivisionByZero])
c.traps[DivisionByZero] = True
c.traps[InvalidOperation] = False
print(Decimal(0) / 0, Decimal('inf') - Decimal('inf'), Decimal('sNaN') + 1, Decimal(-1).sqrt(), Decimal('abc'))
print(Decimal(1).quantize(Decimal('1E-30')), c.flags[InvalidOperation])
c.traps[InvalidOperation] = True
c.clear_flags()
c.Emax = 5
c.traps[Overflow] = False
print(Decimal('9E+5') * 10, c.flags[Overflow], c.flags[Inexact])
c.Emax = 999999
c.clear_flags()
print(issubclass(DivisionByZero, ZeroDivisionError), issubclass(InvalidOperation, ArithmeticError))
print(issubclass(Underflow, Subnormal), issubclass(Overflow, Rounded), issubclass(FloatOperation, TypeError))
print(issubclass(ConversionSyntax, InvalidOperation), issubclass(DivisionUndefined, ZeroDivisionError), DivisionImpossible, InvalidContext)
print(DecimalException, Clamped.__name__)
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
show(lambda: Decimal(1) / 0)
show(lambda: Decimal(0) / 0)
show(lambda: Decimal('abc'))
show(lambda: Decimal('1e'))
show(lambda: Decimal(5) % 0)
show(lambda: Decimal(10) // Decimal('1E-30'))
show(lambda: Decimal('inf') * 0)
show(lambda: Decimal('NaN') < 1)
show(lambda: Decimal(1).quantize(Decimal('1E-30')))
show(lambda: Decimal('1e999999') * 10)
show(lambda: Decimal(1) + 1.0)
show(lambda: Decimal(1) + 'a')
show(lambda: Decimal('1') < 'a')
show(lambda: Decimal((2, (1,), 1)))
show(lambda: Decimal((0, (10,), 1)))
show(lambda: Decimal((0, (1,), 1.5)))
show(lambda: Decimal((0, (1,))))
show(lambda: Decimal('1').quantize(Decimal(1), rounding='x'))
show(lambda: Decimal(1).quantize(1.5))
show(lambda: setcontext(1))
show(lambda: int(Decimal('nan')))
show(lambda: int(Decimal('-inf')))
show(lambda: round(Decimal('inf')))
show(lambda: float(Decimal('snan')))
show(lambda: hash(Decimal('snan')))
show(lambda: Decimal('NaN').as_integer_ratio())
show(lambda: Decimal('Infinity').as_integer_ratio())
show(lambda: Decimal.from_float('a'))
show(lambda: Decimal('1', 5))
show(lambda: Context(prec=0))
show(lambda: Context(foo=1))
for attr, v in [('prec', 'a'), ('prec', 0), ('rounding', 'x'), ('Emin', 1), ('Emax', -1), ('capitals', 2), ('clamp', 2), ('flags', 1), ('foo', 1)]:
    try:
        setattr(Context(), attr, v)
        print(attr, 'ok')
    except Exception as e:
        print(attr, type(e).__name__, e)
try:
    c.traps['x'] = 1
except KeyError as e:
    print('KeyError', e)
c.traps[FloatOperation] = True
show(lambda: Decimal(1.5))
show(lambda: Decimal(1) < 1.5)
show(lambda: Decimal(1) == 1.0)
c.traps[FloatOperation] = False
show(lambda: Decimal(2.5))
print(c.flags[FloatOperation])
Decimal(1) / Decimal(0) + Decimal('x')
