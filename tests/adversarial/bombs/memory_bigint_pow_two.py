# 2 ** (2 ** 40): a 128 GiB integer.
# expect: limit memory
x = 2 ** (2 ** 40)
