# quantize to a two-million-digit exponent pads the coefficient with zeros: linear work,
# charged linearly (it was charged n*n/1000, 4e9 units, past the default instruction limit).
# expect: ok
# stdout: 2000002
# stdout: True
from decimal import Decimal, getcontext
getcontext().prec = 2100000
x = Decimal(1).quantize(Decimal('1e-2000000'))
print(len(str(x)))
print(x == 1)
