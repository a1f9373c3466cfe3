def f():
    [[y := 1 for _ in a] for b in c]
    return y
