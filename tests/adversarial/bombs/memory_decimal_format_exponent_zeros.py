# A zero in exponent notation with a precision of a billion: the zeros after the point are charged first.
# expect: limit memory
from decimal import Decimal
s = format(Decimal(0), ".1000000000e")
