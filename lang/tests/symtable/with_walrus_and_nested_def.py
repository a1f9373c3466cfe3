def f():
    with (cm := make()) as v:
        def g():
            return cm, v
    return g
