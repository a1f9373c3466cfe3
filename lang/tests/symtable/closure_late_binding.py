def f():
    def g():
        return x
    x = 1
    return g
