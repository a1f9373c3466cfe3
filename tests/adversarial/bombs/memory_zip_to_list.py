# list(zip(...)) over huge ranges.
# limits: max_memory=16MiB
# expect: limit memory
x = list(zip(range(10**9), range(10**9)))
