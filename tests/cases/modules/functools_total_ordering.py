from functools import total_ordering

@total_ordering
class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return (self.major, self.minor) == (other.major, other.minor)
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return (self.major, self.minor) < (other.major, other.minor)
    def __repr__(self):
        return f"V{self.major}.{self.minor}"

a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a > b, a <= b, a >= b, a <= c, a >= c, a > c, a < c)
print(sorted([b, a, Version(0, 9)]), max(a, b), min(a, b))

@total_ordering
class ByLe:
    def __init__(self, v):
        self.v = v
    def __le__(self, other):
        print("le", self.v, other.v)
        return self.v <= other.v

x, y = ByLe(1), ByLe(2)
print(x < y)
print(x > y)
print(x >= y)
print(x < x)

@total_ordering
class ByGt:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
    def __eq__(self, other):
        return self.v == other.v

print(ByGt(1) < ByGt(2), ByGt(2) >= ByGt(2), ByGt(3) <= ByGt(2))

@total_ordering
class ByGe:
    def __init__(self, v):
        self.v = v
    def __ge__(self, other):
        return self.v >= other.v

print(ByGe(1) < ByGe(2), ByGe(2) > ByGe(2), ByGe(3) <= ByGe(2))

@total_ordering
class Both:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return "gt-result"
    def __lt__(self, other):
        return "lt-result"

print(Both(1) > Both(2), Both(1) < Both(2), Both(1) <= Both(2), Both(1) >= Both(2))

@total_ordering
class Picky:
    def __lt__(self, other):
        return NotImplemented

try:
    Picky() > Picky()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Version(1, 0) <= 3
except TypeError as e:
    print(type(e).__name__, e)

class Base:
    def __lt__(self, other):
        return True

@total_ordering
class Child(Base):
    pass

print(Child() >= Child(), Child() > Child())
print(total_ordering(int) is int)

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class Nothing:
    pass

t(lambda: total_ordering(Nothing))
t(lambda: total_ordering())
t(lambda: total_ordering(Nothing, 1))
t(lambda: Version.__gt__(a))
t(lambda: Version.__gt__(a, b, c))
t(lambda: Version.__gt__(a, other=b))
