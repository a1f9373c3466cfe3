import copy
from collections import namedtuple
P = namedtuple("P", "x y")
p = P([1], 2)
q = copy.copy(p)
print(q, q is p, q.x is p.x)
r = copy.deepcopy(p)
print(r, r is p, r.x is p.x, type(r).__name__)
class T(tuple):
    pass
t = T([[1], 2])
t.extra = [5]
u = copy.copy(t)
print(u, type(u).__name__, u is t, u.extra is t.extra)
v = copy.deepcopy(t)
print(v, type(v).__name__, v is t, v[0] is t[0], v.extra, v.extra is t.extra)
class Q(P):
    def total(self):
        return self.x[0] + self.y
w = copy.deepcopy(Q([3], 4))
print(w, w.total())
# cycles and sharing
shared = [0]
pair = P(shared, shared)
c = copy.deepcopy(pair)
print(c.x is c.y, c.x is shared)
lst = []
cyc = P(lst, 1)
lst.append(cyc)
d = copy.deepcopy(cyc)
print(type(d).__name__, d.x[0] is d, type(d.x[0]).__name__, d.x[0].x is d.x)
both = [pair, pair]
e = copy.deepcopy(both)
print(e[0] is e[1])
t2 = T([[1], (2, [3])])
t2.note = {"k": [1]}
f = copy.deepcopy(t2)
print(f, f.note, f.note is t2.note, f[1][1] is t2[1][1])
print(copy.deepcopy(P(1, "a")) == P(1, "a"))
from typing import NamedTuple
class N(NamedTuple):
    a: int
    b: list = []
n = copy.deepcopy(N(1))
print(n, n.b is N(1).b)
