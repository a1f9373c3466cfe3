def f(p):
    match p:
        case [x, {"k": y}] if x:
            return lambda: (x, y)
        case Point(a, b=c):
            return a, c
