def f():
    x = y = 1
    def g():
        print(y)
        nonlocal x, y
