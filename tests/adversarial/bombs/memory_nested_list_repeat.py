# [[]] * n: n references to one list.
# expect: limit memory
x = [[]] * 10**8
