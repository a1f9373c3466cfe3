# A Decimal's format spec built from nested fields that traverse to internals: the dunder rule applies inside the spec too.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
# stdout: Decimal
# stdout:    1.50
from decimal import Decimal
d = Decimal("1.5")
print("{0.__class__.__name__}".format(d))
print("{0:>{1}.{2}f}".format(d, 7, 2))
print("{0:{0.__class__.__base__}}".format(d))
