# Decimal(10) ** 10**8: a hundred million digits, past Emax: Overflow without computing them, as CPython.
# expect: error decimal.Overflow: [<class 'decimal.Overflow'>]
from decimal import Decimal
x = Decimal(10) ** 10**8
