# Decimal(3) ** 10**6 with Emax raised: the exact power is too big to compute here, so it is refused.
# expect: error NotImplementedError: Decimal ** of this exponent is not supported (integer exponents with exact results of modest size only)
from decimal import Decimal, getcontext
getcontext().Emax = 10**9
x = Decimal(3) ** 10**6
