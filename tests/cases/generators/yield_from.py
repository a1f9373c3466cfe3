def inner():
    yield 1
    yield 2
    return "inner done"
def outer():
    result = yield from inner()
    print("inner returned:", result)
    yield 3
    return "outer done"
print(list(outer()))
def chain(*iterables):
    for it in iterables:
        yield from it
print(list(chain([1, 2], (3,), range(4, 6), "ab")))
def flatten(x):
    if isinstance(x, list):
        for item in x:
            yield from flatten(item)
    else:
        yield x
print(list(flatten([1, [2, [3, 4]], [[5]], 6])))
def tree(depth, label="r"):
    yield label
    if depth > 0:
        yield from tree(depth - 1, label + "L")
        yield from tree(depth - 1, label + "R")
print(list(tree(2)))
def collect():
    total = 0
    for sub in ([1, 2], [3]):
        r = yield from summed(sub)
        total += r
    return total
def summed(xs):
    s = 0
    for x in xs:
        yield x
        s += x
    return s
g = collect()
try:
    while True:
        print("item", next(g))
except StopIteration as e:
    print("total", e.value)
def no_return():
    yield 1
def wrapper():
    r = yield from no_return()
    yield f"sub returned {r}"
print(list(wrapper()))
