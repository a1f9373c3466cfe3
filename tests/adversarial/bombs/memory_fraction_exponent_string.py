# Fraction('1e999999999') asks for 10**999999999 (about 415 MB): stopped by the memory limit before it is built.
# expect: limit memory
from fractions import Fraction
print(Fraction("1e999999999") > 0)
