# statistics.variance over a million Fractions with distinct big denominators: fuel per item and per bigint step.
# expect: limit instructions
# limits: max_instructions=20000000
import statistics
from fractions import Fraction
data = [Fraction(i, 2 ** 61 - i) for i in range(1, 1000000)]
print(statistics.variance(data))
