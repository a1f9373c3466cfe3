def f():
    x += 1
    y[0] += 1
    z.w -= 2
