# An uncaught ZeroDivisionError from Fraction arithmetic: the traceback shows the script's frames.
from fractions import Fraction

def ratio(a, b):
    return Fraction(a) / Fraction(b)

print(ratio(3, 4))
print(ratio(1, 0))
