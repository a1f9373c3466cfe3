import copy
import itertools
from itertools import tee

a, b = tee(range(5))
print(next(a), next(a), list(b), list(a))
x, y, z = tee("abc", 3)
print(list(x), list(y), next(z), list(z))
print(tee([1], 0), len(tee([1, 2])), type(tee([])[0]).__name__, type(tee([])[0]))
c, d = tee(iter([1, 2, 3]))
e, f = tee(c)
print(e is c, next(e), list(f), list(d))
big1, big2 = tee(range(200))
print(sum(big1), next(big2), sum(big2))
g1, g2 = tee(n * n for n in range(4))
print(list(g1), list(g2), list(g1))
t1, = tee([7, 8], 1)
t2 = copy.copy(t1)
print(next(t1), list(t2), list(t1))
def gen():
    print("reading 1")
    yield 1
    print("reading 2")
    yield 2
p, q = tee(gen())
print(next(p))
print(next(q))
print(next(q))
print(next(p))
pairs = list(zip(*tee([1, 2, 3])))
print(pairs)
def pairwise_tee(it):
    a, b = tee(it)
    next(b, None)
    return list(zip(a, b))
print(pairwise_tee([1, 2, 3, 4]))

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: tee([1], -1))
t(lambda: tee([1], "a"))
t(lambda: tee(1))
t(lambda: tee())
t(lambda: tee([1], 2, 3))
t(lambda: tee([1], n=2))
