a = {1, 2}
b = {1, 2, 3}
print(a.issubset(b), b.issubset(a), a.issubset(a))
print(b.issuperset(a), a.issuperset(b), a.issuperset(set()))
print(a.issubset([1, 2, 5]), b.issuperset(range(3)), b.issuperset(range(5)))
print(a.isdisjoint({3, 4}), a.isdisjoint([2]), set().isdisjoint(set()))
print(a.isdisjoint(x for x in [7, 8]))
print(frozenset(a).issubset(b), frozenset(b).issuperset(frozenset(a)))
print(a <= b, a < b, b >= a, b > a)
print(set().issubset(set()), set() < {0})
print({1, 2} < {1, 3}, {1, 2} > {1, 3}, {1, 2} <= {1, 3})
print(sorted([{1, 2, 3}, {1}, {1, 2}], key=len))
try:
    a < [1, 2, 3]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.issubset(5)
except TypeError as e:
    print(type(e).__name__, e)
