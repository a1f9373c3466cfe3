# Format-string traversal from a Decimal and a Context to their classes' bases: the dunder rule applies.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
# stdout: 1.5 28 Decimal
from decimal import Decimal, getcontext
print("{0} {1.prec} {0.__class__.__name__}".format(Decimal('1.5'), getcontext()))
print("{0.__class__.__base__}".format(getcontext()))
