# A Fraction's pickling hook (__reduce__) would hand out its class and state: refused.
# expect: refused AttributeError: attribute '__reduce__' is not available in Pyrite (no access to interpreter internals)
from fractions import Fraction
print(Fraction(1, 2).__reduce__())
