# A Fraction is immutable: its properties have no setter and it has no attribute dict, as in CPython.
# expect: error AttributeError: 'Fraction' object has no attribute 'tag'
# stdout: property 'numerator' of 'Fraction' object has no setter
from fractions import Fraction
f = Fraction(1, 2)
try:
    f.numerator = 5
except AttributeError as e:
    print(e)
setattr(f, "tag", 1)
