def f(a, b, /, c, d=1, *, e, f=2):
    return a, b, c, d, e, f
def g(x, /):
    return x
def h(*, y):
    return y
