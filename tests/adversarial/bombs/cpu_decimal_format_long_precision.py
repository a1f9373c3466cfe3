# Formatting with a precision of a hundred thousand digits, in a loop: each result's length is charged as fuel.
# expect: limit instructions
# limits: max_instructions=2000000
from decimal import Decimal
d = Decimal("1.5")
while True:
    s = format(d, ".100000f")
