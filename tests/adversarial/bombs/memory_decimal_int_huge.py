# int() of a Decimal with an exponent of five billion: the digits are charged before they exist.
# expect: limit memory
from decimal import Decimal
x = int(Decimal('1E+5000000000'))
