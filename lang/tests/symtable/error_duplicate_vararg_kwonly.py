def f(p1, *k1, k1=100):
    pass
