# list() of a generator over a huge range.
# limits: max_memory=8MiB
# expect: limit memory
x = list(i for i in range(10**9))
