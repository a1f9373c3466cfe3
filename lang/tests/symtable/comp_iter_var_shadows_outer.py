def f():
    x = 10
    ys = [x for x in range(3)]
    return x, ys
