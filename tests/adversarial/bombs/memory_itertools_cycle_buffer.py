# cycle() saves every item of its first pass: the buffer is charged as it grows.
# limits: max_memory=4MiB
# expect: limit memory
import itertools
for _ in itertools.cycle(itertools.repeat("x", 10**7)):
    pass
