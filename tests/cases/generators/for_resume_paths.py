# A for loop resuming a generator: the lean path (suspended, no exception being handled) and
# every way out of it: yields inside except/finally, a generator advanced by next() and then
# looped over, a loop broken and the generator looped over again, send() between loops,
# deep chains, and a generator yielding its own registers' worth of state.


def count(n):
    for i in range(n):
        yield i


def in_handler():
    try:
        raise KeyError("k")
    except KeyError as e:
        # Yields while an exception is being handled: the slow path keeps it.
        yield repr(e)
        yield repr(e)
    yield "after"
    try:
        yield "in try"
    finally:
        yield "in finally"


print(list(in_handler()))
for x in in_handler():
    print(x)

g = count(6)
print(next(g), next(g))
for x in g:
    print("loop", x)
    if x == 3:
        break
for x in g:
    print("again", x)
print(list(g))


def echo():
    got = None
    while True:
        got = yield got


e = echo()
next(e)
print(e.send(1))
for i, x in enumerate(e):
    print("echo", x)
    if i == 2:
        break
print(e.send("back"))


def chain(g, depth):
    if depth == 0:
        yield from g
        return
    for x in chain(g, depth - 1):
        yield x + 1


print(list(chain(count(5), 40)))


def wide(n):
    a, b, c, d, e, f, g, h = 1, 2, 3, 4, 5, 6, 7, 8
    for i in range(n):
        a, b, c, d, e, f, g, h = b, c, d, e, f, g, h, a + i
        yield (a, b, c, d, e, f, g, h)


for t in wide(5):
    print(t)


def raiser():
    yield 1
    raise ValueError("inside")


try:
    for x in raiser():
        print("got", x)
except ValueError as err:
    print("caught", err)


def reentrant():
    yield 1
    for x in gen_ref[0]:
        yield x


gen_ref = [None]
gen_ref[0] = reentrant()
try:
    for x in gen_ref[0]:
        print("re", x)
except ValueError as err:
    print("caught", err)

outer = count(4)
for x in outer:
    for y in count(x):
        print(x, y, end="; ")
print()


def closer():
    try:
        yield 1
        yield 2
    finally:
        print("closed")


c = closer()
for x in c:
    print("c", x)
    break
c.close()
print("end")
