def bad():
    yield 1
    raise StopIteration("explicit")
g = bad()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print(type(e).__name__, e)
    print("cause:", repr(e.__cause__))
print(list(g))
def good():
    yield 1
    return "use return instead"
print(list(good()))
def via_next():
    it = iter([])
    yield next(it)
try:
    list(via_next())
except RuntimeError as e:
    print(e, type(e.__cause__).__name__)
