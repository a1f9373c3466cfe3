# pow(10, 10**9).
# expect: limit memory
x = pow(10, 10**9)
