def f():
    x = 1
    def g():
        x = 2
        def h():
            return x
        return h
    return g
