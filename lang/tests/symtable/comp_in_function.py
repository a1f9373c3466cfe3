def f(xs, k):
    return [x + k for x in xs]
