from enum import Enum, Flag, auto
Color = Enum('Color', 'RED GREEN BLUE')
print(list(Color), Color.RED, Color(2), type(Color), Color.__qualname__)
A = Enum('A', ['X', 'Y'], start=10)
print(list(A))
B = Enum('B', [('X', 'x'), ('Y', 'y')])
print(list(B))
C = Enum('C', {'P': 5, 'Q': 6})
print(list(C), C.P.value)
F = Flag('F', 'R W X')
print(list(F), F.R | F.X)
D = Enum('D', 'A, B,C')
print(list(D))
try:
    Enum('E', 'A A')
except TypeError as e:
    print(type(e).__name__, e)
try:
    Color('X', 'Y')
except TypeError as e:
    print(type(e).__name__, e)
E = Enum('E', [])
print(list(E), len(E))
class Base(Enum):
    def show(self):
        return self.name.lower()
G = Base('G', 'ONE TWO')
print(G.ONE.show(), repr(G.TWO))
