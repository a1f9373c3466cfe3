class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, other):
        print("__iadd__")
        self.items.append(other)
        return self
    def __add__(self, other):
        print("__add__")
        n = Acc()
        n.items = self.items + [other]
        return n
a = Acc()
alias = a
a += 1
a += 2
print(a.items, a is alias)
b = a + 3
print(b.items, b is a)
class NoIadd:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        return NoIadd(self.v + other)
    def __mul__(self, other):
        return NoIadd(self.v * other)
n = NoIadd(1)
keep = n
n += 10
n *= 2
print(n.v, keep.v, n is keep)
class Both:
    def __init__(self):
        self.log = []
    def __isub__(self, other):
        self.log.append(f"-{other}")
        return self
    def __imul__(self, other):
        return NotImplemented
    def __mul__(self, other):
        return "fell back to __mul__"
x = Both()
x -= 5
print(x.log)
x *= 2
print(x)
lst = [1]
ref = lst
lst += [2]
print(ref, lst is ref)
t = (1,)
tref = t
t += (2,)
print(tref, t is tref)
class BadIadd:
    def __iadd__(self, other):
        return None
z = BadIadd()
z += 1
print(z)
