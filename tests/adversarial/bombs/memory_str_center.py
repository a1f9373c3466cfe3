# str.center with a huge width.
# expect: limit memory
x = "abc".center(10**9, "*")
