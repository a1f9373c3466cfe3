def f():
    return list(x for x in (y for y in range(3)))
