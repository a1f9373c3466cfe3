def f(a, b):
    pass
f(a=1, 2)
