class Date:
    def __init__(self, year, month, day):
        self.year = year
        self.month = month
        self.day = day
    @classmethod
    def from_string(cls, s):
        y, m, d = s.split("-")
        return cls(int(y), int(m), int(d))
    @classmethod
    def from_tuple(cls, t):
        return cls(*t)
    def __repr__(self):
        return f"{type(self).__name__}({self.year}, {self.month}, {self.day})"
print(Date(2024, 1, 31))
print(Date.from_string("1999-12-31"))
print(Date.from_tuple((2000, 2, 29)))
class EuroDate(Date):
    def __str__(self):
        return f"{self.day:02d}/{self.month:02d}/{self.year}"
e = EuroDate.from_string("2023-07-04")
print(repr(e), str(e), type(e).__name__)
class Color:
    def __init__(self, r, g, b):
        self.rgb = (r, g, b)
    @classmethod
    def gray(cls, level):
        return cls(level, level, level)
    @classmethod
    def from_hex(cls, h):
        h = h.lstrip("#")
        return cls(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
print(Color.gray(128).rgb, Color.from_hex("#ff8000").rgb)
try:
    Date.from_string("bad")
except ValueError as e:
    print(type(e).__name__, e)
