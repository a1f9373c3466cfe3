# A Decimal with an exponent of three billion in fixed-point notation: its digits are charged first.
# expect: limit memory
from decimal import Decimal
s = format(Decimal("1E+3000000000"), "f")
