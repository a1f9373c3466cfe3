def f():
    x = 1
    def g():
        x: int
        nonlocal x
