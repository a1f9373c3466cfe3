# Tees that move together free the links behind them: a long run stays within a small limit.
# limits: max_memory=4MiB
# expect: ok
# stdout: 199999 199999
import itertools
a, b = itertools.tee(range(200000))
for x, y in zip(a, b):
    pass
print(x, y)
