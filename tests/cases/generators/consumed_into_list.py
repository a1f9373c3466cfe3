# list(g) and tuple(g) of a generator, consumed from the dispatch loop: results, the empty
# tuple singleton, errors from the generator, StopIteration inside it, a generator already
# running, a partly consumed one, and nested consumers.
t0 = ()
def g(n):
    for i in range(n):
        yield i * i
print(list(g(5)), tuple(g(5)), tuple(g(0)) is t0, list(g(0)), tuple(x for x in []) is t0)
t = tuple(g(3)); print(type(t), t, hash(t) == hash((0, 1, 4)))
l = list(g(3)); l.append(9); print(l, len(l))
def bad():
    yield 1
    raise KeyError("x")
for f in (list, tuple):
    try:
        f(bad())
    except KeyError as e:
        print("caught", f.__name__, e)
def nested():
    yield list(x for x in range(3))
    yield tuple(y for y in g(4) if y % 2)
print(list(nested()))
def stop():
    yield 1
    raise StopIteration
try:
    list(stop())
except RuntimeError as e:
    print("RuntimeError", e)
it = g(5)
next(it)
print(list(it), list(it))
def selfref():
    yield 1
    yield list(gen)
gen = selfref()
try:
    list(gen)
except ValueError as e:
    print("ValueError", e)
class L:
    def __init__(self):
        self.items = list(str(i) for i in range(3))
print(L().items, tuple(map(str, range(2))), list(iter([1, 2])))
