def resource():
    print("open")
    try:
        yield 1
        yield 2
        yield 3
    finally:
        print("close (finally)")
r = resource()
print(next(r))
r.close()
print("closed")
print(list(r))
r.close()
print("second close is a no-op")
def observing():
    try:
        yield "x"
    except GeneratorExit:
        print("got GeneratorExit")
        raise
o = observing()
next(o)
o.close()
def ignoring():
    try:
        yield 1
    except GeneratorExit:
        yield "refuse to die"
i = ignoring()
next(i)
try:
    i.close()
except RuntimeError as e:
    print(type(e).__name__, e)
def never_started():
    try:
        yield 1
    finally:
        print("not printed: never started")
n = never_started()
n.close()
print(list(n))
def returns_on_exit():
    try:
        yield 1
    except GeneratorExit:
        print("exit handled, returning")
        return "ignored value"
x = returns_on_exit()
next(x)
print(x.close())
print(issubclass(GeneratorExit, BaseException), issubclass(GeneratorExit, Exception))
