# super, property, staticmethod, classmethod, map and filter are types, as in CPython: their reprs,
# isinstance with them, calling them with CPython's argument errors.
print(super, property, staticmethod, classmethod, map, filter)
print(isinstance(map(str, []), map), isinstance(filter(None, []), filter), type(map(str, [])) is map)
class A:
    def __init__(self):
        self._x = 1
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, v):
        self._x = v
    @staticmethod
    def s(a):
        return a * 2
    @classmethod
    def c(cls):
        return cls.__name__
class B(A):
    def __init__(self):
        super().__init__()
        self.sup = super()
b = B()
b.x = 5
print(b.x, B.s(3), B.c(), isinstance(b.sup, super), type(b.sup) is super)
print(isinstance(A.x, property), type(A.x).__name__, property.__name__, map.__name__)
print(list(map(lambda v: v + 1, [1, 2])), list(filter(None, [0, 1, 2])))
try:
    map()
except TypeError as e:
    print("TypeError:", e)
try:
    filter()
except TypeError as e:
    print("TypeError:", e)
try:
    staticmethod()
except TypeError as e:
    print("TypeError:", e)
print(type(property()) is property, issubclass(property, object), isinstance(property, type))
for f in [lambda: classmethod(), lambda: classmethod(1,2), lambda: staticmethod(1,2), lambda: staticmethod(f=1), lambda: property(1,2,3,4,5), lambda: classmethod(x=1)]:
    try: f()
    except TypeError as e: print(e)
