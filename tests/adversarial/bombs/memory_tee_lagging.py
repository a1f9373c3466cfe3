# One tee runs ahead for ever while the other never moves: the buffer between them is charged link by link.
# limits: max_memory=16MiB
# expect: limit memory
import itertools
a, b = itertools.tee(itertools.count())
for _ in a:
    pass
