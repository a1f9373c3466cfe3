# quantize to an exponent of minus a billion asks for a billion zeros of padding: room for
# them (and the copy they are appended into) is checked against the limit before either exists.
# expect: limit memory
from decimal import Decimal, getcontext, MAX_PREC
getcontext().prec = MAX_PREC
x = Decimal(1).quantize(Decimal('1e-1000000000'))
