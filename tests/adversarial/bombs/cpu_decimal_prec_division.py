# A precision of a million digits, then a division: the digits' work is charged before it runs.
# expect: limit instructions
from decimal import Decimal, getcontext
getcontext().prec = 10**6
x = Decimal(1) / 3
