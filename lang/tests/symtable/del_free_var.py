def f():
    x = 1
    def g():
        del x
    return g
