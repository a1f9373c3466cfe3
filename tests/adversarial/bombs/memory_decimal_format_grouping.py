# Zero padding to a huge width with ',' grouping: libmpdec would loop over every padding digit;
# Pyrite charges the padded result (width times separator bytes) before it builds any of it.
# expect: limit memory
from decimal import Decimal
s = format(Decimal(1), "02000000000,")
