from typing import NamedTuple

def attempt(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

def a():
    class P(NamedTuple):
        x: int = 1
        y: int
def b():
    class P(NamedTuple):
        x: int = 1
        y: int = 2
        z: int
def c():
    class P(NamedTuple):
        x: int
        def __init__(self):
            pass
def d():
    class P(NamedTuple, object):
        x: int
def e():
    class P(NamedTuple):
        _x: int
def f():
    class P(NamedTuple):
        x: int
        def m(self):
            return super().__repr__()
def g():
    class P(NamedTuple):
        x: (int, str)
def h():
    class P(NamedTuple):
        x: int
        _fields = ("a",)
for t in [a, b, c, d, e, f, g, h]:
    attempt(t)

class Empty(NamedTuple):
    pass
print(Empty(), Empty._fields, Empty.__doc__)

class WithNone(NamedTuple):
    a: None
    b: int = 5
print(WithNone(1), WithNone._field_defaults)

class Eq(NamedTuple):
    a: int
    def __eq__(self, other):
        return True
print(Eq(1) == 5, hash(Eq(1)) == hash((1,)))
class K(NamedTuple):
    a: int
    counter = 0
    @classmethod
    def make(cls, v):
        return cls(v * 2)
    @staticmethod
    def helper():
        return "h"
print(K.make(2), K.counter, K.helper(), K(1).counter)
print(K(1) < K(2), K(3) + K(4), K(1) * 2, K(5).count(5), K(5).index(5))
