# A format spec with a huge width.
# expect: limit memory
x = f"{1:1000000000}"
