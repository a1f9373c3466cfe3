def f():
    global x
    x = 1
    def g():
        return x
    return g
