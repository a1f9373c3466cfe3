# Materializing a product of moderate pools: the result tuples are charged one by one.
# limits: max_memory=8MiB
# expect: limit memory
import itertools
big = list(itertools.product(range(100), range(100), range(100)))
