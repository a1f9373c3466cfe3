a = {1, 2, 3}
print(a.union({3, 4}, [5], (6, 1), range(7, 9)))
print(a.union())
print(a.intersection({1, 2, 9}, [2, 1], (1, 2, 3)))
print(a.intersection())
print(a.difference({1}, [2]), a.difference())
print(a.symmetric_difference([3, 4]))
print(a)
print(a.union("ab") == a | set("ab"))
f = frozenset({1, 2})
print(f.union([3]), type(f.union([3])).__name__)
print(f.intersection([2, 5]), f.difference([1]), f.symmetric_difference({2, 3}))
print(set.union({1}, {2}, {3}))
print(set().union(*[[1, 2], [2, 3], [3, 4]]))
print(set.intersection(*[{1, 2, 3}, {2, 3}, {3, 2, 9}]))
try:
    a.union(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.intersection([[]])
except TypeError as e:
    print(type(e).__name__, e)
