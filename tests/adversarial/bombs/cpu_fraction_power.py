# Fraction(3, 2) ** 10**7: two bigint powers of ~16 million bits, stopped by the fuel the int ** rule charges.
# expect: limit instructions
# limits: max_instructions=50000000
from fractions import Fraction
x = Fraction(3, 2) ** 10**7
print(x.denominator.bit_length())
