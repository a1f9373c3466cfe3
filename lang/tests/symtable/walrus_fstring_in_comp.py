def f(z):
    r = [f"{(y := x)}" for x in z]
    return y, r
