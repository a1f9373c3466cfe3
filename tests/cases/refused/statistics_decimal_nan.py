# pyrite-refuses: NotImplementedError: statistics on a Decimal infinity or NaN is not supported
# pyrite-exit: 1
from decimal import Decimal
import statistics
print(statistics.mean([Decimal("Infinity"), Decimal(1)]))
