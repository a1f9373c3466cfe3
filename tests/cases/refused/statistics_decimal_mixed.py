# pyrite-refuses: NotImplementedError: statistics on Decimal data mixed with float or Fraction data is not supported
# pyrite-exit: 1
# CPython's TypeError names the two types in the order of a set of types (hashed by address).
from decimal import Decimal
import statistics
print(statistics.mean([Decimal("1.5"), 2]))
try:
    statistics.mean([Decimal("1.5"), 2.5])
except TypeError as e:
    print("TypeError")
