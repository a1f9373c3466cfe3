def f():
    a = b = c = 1
    def g():
        def h():
            return c, a, b
        return h
    return g
