class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"({self.x}, {self.y})"
p = Point(1, "a")
print(p)
print(str(p), repr(p))
print(f"{p}", f"{p!r}", f"{p!s}")
print([p, Point(2, 3)])
print((p,), {"k": p})
print(str([p]))
class OnlyRepr:
    def __repr__(self):
        return "OnlyRepr()"
o = OnlyRepr()
print(o, str(o), f"{o}", [o])
class OnlyStr:
    def __str__(self):
        return "only str"
s = OnlyStr()
print(s, f"{s}")
print(repr(s).startswith("<__main__.OnlyStr object at 0x"))
print(repr([s])[:22])
class Nested:
    def __init__(self, inner):
        self.inner = inner
    def __repr__(self):
        return f"Nested({self.inner!r})"
print(Nested(Nested([1, "x"])))
print(f"{Point(1.5, 2):}", f"[{OnlyRepr()!r:>12}]")
