# Many fields each under the limit, together over it: the result is checked as it grows.
# limits: max_memory=8MiB
# expect: limit memory
print(("{0:>1000000}" * 100).format(1))
