def inner():
    got = []
    try:
        while True:
            x = yield len(got)
            if x is None:
                return got
            got.append(x)
    finally:
        print("inner finally")
def outer():
    result = yield from inner()
    print("outer got", result)
    yield "outer end"
g = outer()
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(g.send(None))
def catcher():
    try:
        yield 1
    except ValueError as e:
        print("inner caught", e)
        yield "after catch"
def delegator():
    yield from catcher()
    yield "delegator continues"
d = delegator()
print(next(d))
print(d.throw(ValueError("through yield from")))
print(next(d))
def closable():
    try:
        yield 1
    finally:
        print("closing inner")
def wraps():
    try:
        yield from closable()
    finally:
        print("closing outer")
w = wraps()
next(w)
w.close()
