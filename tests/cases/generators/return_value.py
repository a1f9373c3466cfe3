def gen():
    yield 1
    return "result"
g = gen()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("value:", e.value, "args:", e.args)
try:
    next(g)
except StopIteration as e:
    print("again:", e.value, e.args)
def no_value():
    yield 1
g2 = no_value()
next(g2)
try:
    next(g2)
except StopIteration as e:
    print(e.value, e.args, repr(e))
def returns_tuple():
    yield
    return 1, 2
g3 = returns_tuple()
next(g3)
try:
    next(g3)
except StopIteration as e:
    print(e.value)
def early(n):
    for i in range(10):
        if i == n:
            return f"stopped at {i}"
        yield i
print(list(early(3)))
def drive(g):
    out = []
    while True:
        try:
            out.append(next(g))
        except StopIteration as e:
            return out, e.value
print(drive(early(2)))
print(drive(early(20)))
