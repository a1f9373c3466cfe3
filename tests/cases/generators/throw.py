def resilient():
    while True:
        try:
            yield "working"
        except ValueError as e:
            print("generator handled:", e)
            yield "recovered"
g = resilient()
print(next(g))
print(g.throw(ValueError("bad input")))
print(next(g))
print(next(g))
def fragile():
    yield 1
    yield 2
f = fragile()
print(next(f))
try:
    f.throw(KeyError("k"))
except KeyError as e:
    print("propagated out:", repr(e))
print(list(f))
def cleanup():
    try:
        yield "a"
        yield "b"
    finally:
        print("cleanup ran")
c = cleanup()
next(c)
try:
    c.throw(RuntimeError("stop"))
except RuntimeError as e:
    print("caught", e)
def unstarted():
    print("never printed")
    yield 1
u = unstarted()
try:
    u.throw(ValueError("early"))
except ValueError as e:
    print("thrown into unstarted generator:", e)
print(list(u))
def converts():
    try:
        yield 1
    except TypeError:
        raise ValueError("converted")
cv = converts()
next(cv)
try:
    cv.throw(TypeError)
except ValueError as e:
    print(repr(e), repr(e.__context__))
