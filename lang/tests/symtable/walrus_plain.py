def f(xs):
    while (n := len(xs)) > 3:
        xs.pop()
    return n
if (m := 10) > 5:
    pass
