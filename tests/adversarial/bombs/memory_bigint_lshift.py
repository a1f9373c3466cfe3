# 1 << 10**12.
# expect: limit memory
x = 1 << 10**12
