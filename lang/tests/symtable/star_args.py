def f(*args, **kwargs):
    return g(*args, **kwargs)
a, *b = [1, 2, 3]
[c, *d] = e
