# The repr of a big list, printed.
# limits: max_output=1MiB
# expect: limit output
# stdout-bytes: 1048576
print(list(range(10**6)))
