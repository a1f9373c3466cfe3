# print(*range(...)) with millions of arguments.
# limits: max_output=1MiB
# expect: limit output
# stdout-bytes: 1048576
print(*range(10**6))
