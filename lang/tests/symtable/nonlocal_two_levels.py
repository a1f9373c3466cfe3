def f():
    x = 0
    def g():
        def h():
            nonlocal x
            x = 2
        return h
    return g
