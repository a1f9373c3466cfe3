class C:
    xs = [1]
    ys = list(x for x in xs if x in xs)
