# Method calls on instances take a short path when the class's function takes exactly the
# arguments given; every other shape must behave as before.
def make_adder(n):
    class A:
        def add(self, x):
            return x + n          # a closure inside a method
        def both(self, x, y=10):
            return x + y          # a default: not the short path
    return A()

a = make_adder(5)
print(a.add(1), a.both(1), a.both(1, 2))

class C:
    def f(self):
        return "class f"
    def g(self, *args):
        return args
    def h(self, *, k):
        return k
c = C()
print(c.f())
c.f = lambda: "instance f"      # an instance attribute shadows the method
print(c.f())
del c.f
print(c.f(), c.g(1, 2), c.h(k=3))
C.f = lambda self: "replaced"   # rebinding in the class is seen at once
print(c.f())
try:
    c.f(1)
except TypeError as e:
    print("TypeError:", e)
try:
    a.add()
except TypeError as e:
    print("TypeError:", e)

class D(C):
    def f(self):
        return "D.f then " + super().f()
print(D().f())

class R:
    def down(self, n):
        return 0 if n == 0 else 1 + self.down(n - 1)
print(R().down(500))
try:
    R().down(5000)
except RecursionError as e:
    print("RecursionError:", e)
