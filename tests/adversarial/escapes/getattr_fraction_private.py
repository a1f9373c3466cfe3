# Fraction's private slots (_numerator) exist in CPython: refused as not supported, never a false AttributeError.
# expect: error NotImplementedError: Fraction._numerator is not supported
# stdout: 4
from fractions import Fraction
f = Fraction(3, 4)
print(getattr(f, "denominator"))
print(getattr(f, "_" + "numerator"))
