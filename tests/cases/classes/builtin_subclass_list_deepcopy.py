# copy.deepcopy of list and dict subclasses, as CPython's _reconstruct: a new instance of the
# subclass, its attributes and items deep-copied, cycles through the memo.
import copy


class L(list):
    pass


class D(dict):
    def __missing__(self, k):
        return 0


print(copy.copy(L([1, [2]])))
print(copy.deepcopy(L([1, [2]])))
a = L([1, [2, 3], {"k": [4]}])
a.tag = ["t"]
b = copy.deepcopy(a)
print(b, type(b).__name__, b.tag, b == a, b is a, b[1] is a[1], b.tag is a.tag)
b[1].append(9)
print(a, b)
c = L()
c.append(c)
c.append([c])
d = copy.deepcopy(c)
print(d, d[0] is d, d[1][0] is d, d is c)
e = D(x=[1], y=(2, [3]))
e.name = "e"
f = copy.deepcopy(e)
print(f, type(f).__name__, f.name, f["missing"], f["x"] is e["x"])
g = D()
g["self"] = g
h = copy.deepcopy(g)
print(h, h["self"] is h)
shared = [1]
m = [L([shared]), L([shared])]
n = copy.deepcopy(m)
print(n, n[0][0] is n[1][0], type(n[0]).__name__)
t = (L([1]), D(a=2))
u = copy.deepcopy(t)
print(u, u is t, type(u[0]).__name__, type(u[1]).__name__)


class LL(L):
    def total(self):
        return sum(self)


z = copy.deepcopy(LL([1, 2, 3]))
print(z.total(), isinstance(z, L), isinstance(z, list))
print(copy.deepcopy(L()), copy.deepcopy(D()))


class Rec(list):
    def __init__(self, items, label):
        super().__init__(items)
        self.label = label


r = Rec([[1], [2]], "r")
r2 = copy.deepcopy(r)
print(r2, r2.label, type(r2).__name__, r2[0] is r[0])
k = D({(1, 2): [3]})
print(copy.deepcopy(k), list(copy.deepcopy(k).keys())[0])
