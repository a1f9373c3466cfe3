# str.zfill with a huge width.
# expect: limit memory
x = "7".zfill(10**10)
