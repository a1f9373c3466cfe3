def f(z):
    b = a
    a = c
    y = z
    return q, b
