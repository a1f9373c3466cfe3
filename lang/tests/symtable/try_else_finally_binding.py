def f():
    try:
        a = 1
    except E:
        b = 2
    else:
        c = 3
    finally:
        d = 4
    def g():
        return a, b, c, d
