# A Decimal's pickling hook (__reduce__) would hand out its constructor and state: refused.
# expect: refused AttributeError: attribute '__reduce__' is not available in Pyrite (no access to interpreter internals)
from decimal import Decimal
print(Decimal(1).__reduce__())
