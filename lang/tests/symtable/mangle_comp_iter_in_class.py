class C:
    xs = [__i for __i in range(3)]
