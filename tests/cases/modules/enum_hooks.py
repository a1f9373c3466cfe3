from enum import Enum, Flag, auto, unique, EnumType, EnumMeta
import copy

class Shape(Enum):
    SQUARE = 2
    CIRCLE = 3
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls.SQUARE
        return None
print(Shape("x"), Shape(3))
try:
    Shape(9)
except ValueError as e:
    print(type(e).__name__, e)

class Name(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    NORTH = auto()
    SOUTH = auto()
print(list(Name), Name.NORTH.value)

class Period(Enum):
    _ignore_ = 'Period i'
    Period = {}
    for i in range(3):
        Period['obj_%d' % i] = i
print(len(Period)) if False else print("skip")

class Ord(Enum):
    _order_ = 'A B'
    A = 1
    B = 2
print(list(Ord))
try:
    class Ord2(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    class S(Enum):
        _foo_ = 1
except ValueError as e:
    print(type(e).__name__, e)

class P(Enum):
    A = 1
    _P__secret = 5
    lam = lambda self: 1
print(copy.copy(P.A) is P.A, copy.deepcopy(P.A) is P.A)
print(isinstance(P, EnumType), isinstance(P, EnumMeta), EnumType is EnumMeta, type(P) is EnumType)
print(EnumType, Enum, Flag, auto)
print(str(P.A), "{}".format(P.A), "%s" % P.A, "{!r}".format(P.A))
class Custom(Enum):
    A = 1
    def __str__(self):
        return "custom-" + self.name
print(str(Custom.A), f"{Custom.A}", f"{Custom.A:>10}", repr(Custom.A))
try:
    Enum(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    del Custom.A
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Custom.name
except AttributeError as e:
    print(type(e).__name__, e)
print(Custom.A._name_, Custom.A._value_, Custom.A._sort_order_)
d = {Custom.A: 1}
print(d[Custom.A], sorted(P, key=lambda m: m.value))
class Base(Enum):
    def hello(self):
        return "hi " + self.name
class Sub(Base):
    X = 1
print(Sub.X.hello(), Sub.X, isinstance(Sub.X, Base))

class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(list(Perm), Perm.RWX, list(Perm.RWX), ~Perm.RWX, repr(~Perm.RWX), Perm(7) is Perm.RWX)
print(Perm.R ^ Perm.RWX, Perm.R & Perm.W, Perm.R & Perm.RWX)
try:
    Perm.R | 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    1 in Perm.R
except TypeError as e:
    print(type(e).__name__, e)
try:
    Perm("a")
except ValueError as e:
    print(type(e).__name__, e)
class Empty(Enum):
    pass
try:
    Empty(1)
except TypeError as e:
    print(type(e).__name__, e)
print(list(Empty), len(Empty))
