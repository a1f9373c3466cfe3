# list(range(10**9)).
# expect: limit memory
x = list(range(10**9))
