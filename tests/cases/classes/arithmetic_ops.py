class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)
    def __mod__(self, k):
        return Vec(self.x % k, self.y % k)
    def __pow__(self, k):
        return Vec(self.x ** k, self.y ** k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, b / 2, b // 2, b % 2, a ** 2)
print(-a, +a, abs(b), a @ b)
print(a + b == Vec(4, 6), a * 2 == a + a)
print(a + b * 2 - Vec(1, 1))
class Bits:
    def __init__(self, v):
        self.v = v
    def __and__(self, o):
        return Bits(self.v & o.v)
    def __or__(self, o):
        return Bits(self.v | o.v)
    def __xor__(self, o):
        return Bits(self.v ^ o.v)
    def __lshift__(self, n):
        return Bits(self.v << n)
    def __rshift__(self, n):
        return Bits(self.v >> n)
    def __invert__(self):
        return Bits(~self.v)
    def __repr__(self):
        return f"Bits({bin(self.v)})"
x, y = Bits(0b1100), Bits(0b1010)
print(x & y, x | y, x ^ y, x << 2, x >> 2, ~x)
