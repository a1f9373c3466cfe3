class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h
    @property
    def area(self):
        return self.w * self.h
r = Rect(2, 3)
print(r.area)
try:
    r.area = 10
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del r.area
except AttributeError as e:
    print(type(e).__name__, e)
class Broken:
    @property
    def value(self):
        return self.missing
try:
    Broken().value
except AttributeError as e:
    print(type(e).__name__, e)
class OnlySet:
    def _set(self, v):
        self.stored = v
    v = property(None, _set)
o = OnlySet()
o.v = 5
print(o.stored)
try:
    o.v
except AttributeError as e:
    print(type(e).__name__, e)
r.w = 10
print(r.area)
