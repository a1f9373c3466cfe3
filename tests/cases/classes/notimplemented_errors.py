class A:
    def __add__(self, other):
        return NotImplemented
    def __lt__(self, other):
        return NotImplemented
class B:
    pass
try:
    A() + B()
except TypeError as e:
    print(type(e).__name__, e)
try:
    B() + A()
except TypeError as e:
    print(type(e).__name__, e)
try:
    A() < B()
except TypeError as e:
    print(type(e).__name__, e)
try:
    B() * 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    -B()
except TypeError as e:
    print(type(e).__name__, e)
try:
    x = B()
    x += 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    abs(B())
except TypeError as e:
    print(type(e).__name__, e)
try:
    B() @ B()
except TypeError as e:
    print(type(e).__name__, e)
print(A() == B(), A() != B())
print(type(NotImplemented).__name__, repr(NotImplemented))
a = A()
a + B()
