def f():
    n = 2
    return lambda x, y=n, *a, z=n, **k: (x, y, a, z, k)
