# Padding methods with a huge width.
# expect: limit memory
x = "abc".ljust(10**10)
