def f():
    def g():
        nonlocal x
        x = 3
    x = 1
    return g
