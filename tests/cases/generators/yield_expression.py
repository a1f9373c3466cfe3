def gen():
    x = yield 1
    print("x =", x)
    y = yield x
    print("y =", y)
    z = (yield) or "default"
    print("z =", z)
g = gen()
print(next(g))
print(g.send("sent"))
print(next(g))
try:
    next(g)
except StopIteration:
    print("done")
def doubler():
    result = None
    while True:
        n = yield result
        result = n * 2
d = doubler()
next(d)
print(d.send(4), d.send(10))
def lists():
    yield [1, 2]
    yield (3, 4)
a, b = lists()
print(a, b)
def yield_in_expr():
    total = (yield "first") + (yield "second")
    yield total
y = yield_in_expr()
print(next(y), y.send(3), y.send(4))
