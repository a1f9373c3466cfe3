from enum import Flag, auto

class Perm(Flag):
    R = 4
    W = 2
    X = 1

rw = Perm.R | Perm.W
print(rw, repr(rw), rw.value, rw.name)
print(Perm.R & Perm.W, repr(Perm.R & Perm.W), Perm.R ^ Perm.R)
print(~Perm.R, repr(~Perm.R), ~rw, ~Perm(0))
print(list(rw), list(Perm(7)), list(Perm(0)), len(Perm(7)), len(Perm(0)))
print(Perm.R in rw, Perm.X in rw, Perm(0) in rw, rw in Perm)
print(bool(Perm(0)), bool(Perm.R), Perm(6) is rw, Perm(0) is Perm(0))
print(list(Perm), len(Perm))
for v in [8, 9, 16, -1, -8]:
    try:
        print(v, repr(Perm(v)))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    Perm('r')
except ValueError as e:
    print(type(e).__name__, e)
try:
    Perm.R | 4
except TypeError as e:
    print(type(e).__name__, e)

class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
    NONE = 0

print(list(Color), Color.WHITE, repr(Color(7)), Color.NONE, repr(Color(0)))
print(Color.RED | Color.GREEN, ~Color.RED, ~Color.WHITE, Color(3) in Color.WHITE)
print(list(Color.WHITE), Color.WHITE is Color(7), str(Color.RED | Color.BLUE))

class Unsorted(Flag):
    B = 2
    A = 1
    C = 4
print(list(Unsorted), list(Unsorted(7)), Unsorted(3))

class Perms(Flag):
    READ = 1
    WRITE = 2
    def describe(self):
        return f"{self.name} ({self.value})"
print((Perms.READ | Perms.WRITE).describe(), Perms.READ.describe())
print(f"{Perms.READ:>12}|", format(Perms.READ | Perms.WRITE))
match Perms.READ | Perms.WRITE:
    case Perms.READ:
        print("read")
    case x if Perms.WRITE in x:
        print("has write", x)
