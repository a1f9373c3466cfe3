def f():
    a, b = 1, 2
    def g():
        nonlocal a, b
        a, b = b, a
    g()
    return a, b
