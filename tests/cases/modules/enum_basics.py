from enum import Enum, Flag, auto, unique

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(Color(1), Color(1) is Color.RED, Color['GREEN'], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), list(reversed(Color)))
print(Color.RED in Color, type(Color), type(Color.RED), Color)
print(f"{Color.RED:>12}|", format(Color.BLUE), hash(Color.RED) == hash('RED'))
try:
    Color(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Color['X']
except KeyError as e:
    print(type(e).__name__, e)
try:
    Color.RED = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    3 in Color
except TypeError as e:
    print(type(e).__name__, e)
try:
    Color.RED < Color.BLUE
except TypeError as e:
    print(type(e).__name__, e)
try:
    class More(Color):
        X = 9
except TypeError as e:
    print(type(e).__name__, e)

class A(Enum):
    X = auto()
    Y = auto()
    Z = 10
    W = auto()
    def describe(self):
        return f"{self.name}={self.value}"
    @property
    def double(self):
        return self.value * 2
print(list(A), A.W.describe(), A.Y.double)

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
print(Planet.EARTH.mass, Planet.EARTH.value, repr(Planet.MERCURY))

class Perm(Flag):
    R = 4
    W = 2
    X = 1
print(Perm.R | Perm.W, repr(Perm.R | Perm.W), Perm(0), repr(Perm(0)), ~Perm.R)
print(list(Perm.R | Perm.X), Perm.R in (Perm.R | Perm.W), len(Perm.R|Perm.W), bool(Perm(0)))
print((Perm.R | Perm.W) is (Perm.W | Perm.R))
try:
    Perm(8)
except ValueError as e:
    print(type(e).__name__, e)
try:
    @unique
    class M(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(type(e).__name__, e)
match Color.GREEN:
    case Color.RED:
        print("red")
    case Color.GREEN:
        print("green")
class F(Flag):
    A = auto()
    B = auto()
    C = auto()
    AB = A | B
print(list(F), F.AB, repr(F(7)), F.A | F.B is F.AB)
try:
    class D(Enum):
        A = 1
        A = 2
except TypeError as e:
    print(type(e).__name__, e)
print(isinstance(Color.RED, Color), isinstance(Color, type), Color.RED == 1, Color.RED != Color.BLUE)
print(Color.RED.GREEN)
