def f():
    def g():
        nonlocal x
