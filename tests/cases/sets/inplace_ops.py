s = {1, 2, 3}
alias = s
s |= {4, 5}
print(s, s is alias)
s &= {1, 2, 4, 8}
print(s, s is alias)
s -= {1}
print(s)
s ^= {2, 10}
print(s, alias)
f = frozenset({1, 2})
fa = f
f |= {3}
print(f, fa, f is fa, type(f).__name__)
f -= {1}
print(f, fa)
t = {1}
t |= set()
print(t)
u = {1, 2, 3}
u &= set()
print(u)
try:
    s |= [1, 2]
except TypeError as e:
    print(type(e).__name__, e)
try:
    s -= (1,)
except TypeError as e:
    print(type(e).__name__, e)
v = {1, 2}
v |= frozenset({7})
print(v, type(v).__name__)
