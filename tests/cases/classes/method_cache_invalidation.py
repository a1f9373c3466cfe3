# Class-level lookups are cached; every way a class can change what an instance sees must be
# visible at once, through subclasses too.
class A:
    pass


class B(A):
    pass


b = B()
b.x = 1
print(b.x)
A.x = property(lambda self: 42)
print(b.x)
del A.x
print(b.x)


def m(self):
    return "B.m"


B.m = m
print(b.m())
A.m = lambda self: "A.m"
print(b.m())
del B.m
print(b.m())
A.count = 0
for i in range(3):
    B.count += 1
    print(A.count, B.count, b.count)
b.count = "own"
print(b.count, B.count)
del b.count
print(b.count)


class C:
    def __init__(self):
        self.v = 1

    def get(self):
        return self.v


objs = [C() for _ in range(3)]
print([o.get() for o in objs])
C.get = lambda self: self.v * 10
print([o.get() for o in objs])
C.v = property(lambda self: -1)
print([o.v for o in objs], [o.get() for o in objs])
try:
    objs[0].v = 5
except AttributeError as e:
    print("AttributeError:", e)
del C.v
objs[0].v = 5
print([o.v for o in objs])


def gen():
    try:
        raise ValueError("inside")
    except ValueError:
        yield 1
        yield 2
        raise


g = gen()
print(next(g), next(g))
try:
    next(g)
except ValueError as e:
    print("re-raised:", e)
