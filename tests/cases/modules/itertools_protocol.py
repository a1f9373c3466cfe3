import itertools
c = itertools.count(5)
print(c.__next__(), c.__iter__() is c, next(iter(c)))
g = itertools.groupby("aab")
k, grp = g.__next__()
print(k, grp.__next__(), list(grp))
r = itertools.repeat(1, 1)
print(r.__next__())
try:
    r.__next__()
except StopIteration:
    print("stop")
