class Meters:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print(f"Meters.__lt__({self.v}, {other!r})")
        if isinstance(other, Meters):
            return self.v < other.v
        if isinstance(other, (int, float)):
            return self.v < other
        return NotImplemented
    def __gt__(self, other):
        print(f"Meters.__gt__({self.v}, {other!r})")
        if isinstance(other, Meters):
            return self.v > other.v
        if isinstance(other, (int, float)):
            return self.v > other
        return NotImplemented
    def __repr__(self):
        return f"Meters({self.v})"
print(Meters(1) < 5)
print(5 < Meters(1))
print(10 > Meters(3))
print(Meters(2) > Meters(1))
try:
    Meters(1) < "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    Meters(1) <= Meters(2)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([Meters(3), Meters(1), Meters(2)]))
