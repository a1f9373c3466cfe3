def f():
    x: (lambda: int) = 1
    return x
