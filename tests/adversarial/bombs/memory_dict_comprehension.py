# A dict comprehension over a huge range.
# limits: max_memory=16MiB
# expect: limit memory
x = {i: i for i in range(10**9)}
