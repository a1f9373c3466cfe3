# Format-string traversal from a Fraction to its class's base (numbers.Rational): the dunder rule applies.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
# stdout: 3 4 3/4
from fractions import Fraction
f = Fraction(3, 4)
print("{0.numerator} {0.denominator} {0.real}".format(f))
print("{0.__class__.__base__}".format(f))
