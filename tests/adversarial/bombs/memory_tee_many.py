# A hundred million tees of one iterable: each is charged, and the limit stops them.
# limits: max_memory=16MiB
# expect: limit memory
import itertools
ts = itertools.tee([1], 10**8)
