def f(a, b, c):
    return 0
f(1)
