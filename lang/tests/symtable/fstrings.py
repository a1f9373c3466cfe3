def f(name, width):
    return f"{name!r:>{width}} {other}"
