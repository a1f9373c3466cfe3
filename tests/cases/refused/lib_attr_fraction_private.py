# pyrite-refuses: NotImplementedError: Fraction._abc_impl is not supported
# pyrite-exit: 1
# CPython's Fraction has it (an ABC's cache): not supported, not a false AttributeError.
from fractions import Fraction
print(Fraction(1, 3))
print(Fraction(1)._abc_impl is not None)
