def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
    return total
acc = accumulator()
print(next(acc))
print(acc.send(10))
print(acc.send(5))
print(acc.send(-3))
try:
    acc.send(None)
except StopIteration as e:
    print("finished with", e.value)
def echo():
    received = []
    while len(received) < 3:
        x = yield len(received)
        received.append(x)
    yield received
e = echo()
print(e.send(None))
print(e.send("a"), e.send("b"))
print(e.send("c"))
g = accumulator()
try:
    g.send(1)
except TypeError as err:
    print(type(err).__name__, err)
def averager():
    count = 0
    total = 0.0
    avg = None
    while True:
        x = yield avg
        count += 1
        total += x
        avg = total / count
a = averager()
next(a)
print([a.send(v) for v in (10, 20, 30, 40)])
