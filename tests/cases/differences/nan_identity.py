n = float("nan")
print(n == n, n is n)
print([n] == [n])
print((n,) == (n,))
print([n].count(n))
print(n in [n])
d = {n: 1}
d[n] = 2
print(len(d), d[n])
m = float("nan")
print([n] == [m], m in [n], [n, m].count(n))
e = {n: 1}
e[m] = 2
print(len(e))
print([n].index(n), (n,) < (n, 1), max([n]) is n)
print({1: n} == {1: n}, n in (n,), n in {n})
