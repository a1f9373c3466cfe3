def f(xs):
    for i, (a, b) in enumerate(xs):
        pass
    else:
        z = 1
    while cond:
        break
