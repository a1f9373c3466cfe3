# The class dict of Fraction through getattr with a built name: refused at run time.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
# stdout: 3
from fractions import Fraction
f = Fraction(3, 4)
print(f.numerator)
print(getattr(type(f), "__" + "dict__"))
