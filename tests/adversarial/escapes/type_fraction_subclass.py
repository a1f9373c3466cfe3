# Subclassing Fraction (a native value type here) is refused, not half supported.
# expect: error NotImplementedError: subclassing the built-in type 'Fraction' is not supported
from fractions import Fraction
class Money(Fraction):
    pass
