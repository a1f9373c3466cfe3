def f():
    return {x: (yield from x) for x in y}
