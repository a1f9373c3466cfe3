# pyrite-refuses: NotImplementedError: statistics.stdev() of Decimal data is not supported (_decimal_sqrt_of_frac needs Decimal.next_plus)
# pyrite-exit: 1
from decimal import Decimal
import statistics
print(statistics.variance([Decimal("1.5"), Decimal("2.5")]))
print(statistics.stdev([Decimal("1.5"), Decimal("2.5")]))
