# Ordering comparisons and isdisjoint of dict keys/items views with sets, frozensets, other
# views and iterables (as CPython's dictview_richcompare and dictviews_isdisjoint), and their TypeErrors.
a = {"x": 1, "y": 2}
c = {"x": 1, "y": 2, "z": 0}
for l, r in [(a.keys(), c.keys()), (a.keys(), {"x", "y"}), ({"x"}, a.keys()), (a.items(), c.items()), (a.keys(), a.keys())]:
    print(l <= r, l < r, l >= r, l > r, l == r, l != r)
print(a.keys() == ["x", "y"], a.items() <= {("x", 1), ("y", 2)}, a.values() == a.values())
print(a.keys() <= frozenset("xy"))
a = {"x": [1], "y": 2}
for f in [lambda: a.keys() < [1], lambda: a.values() <= a.values(), lambda: a.items() <= {("y", 2)}, lambda: a.items() >= {("x", 3)},
          lambda: {("y", 2)} < a.items(), lambda: a.items() < {("x", [1]), ("y", 2)}, lambda: a.keys() > set(), lambda: frozenset("x") < a.keys(),
          lambda: a.items() <= a.items(), lambda: a.items() <= {"x": [1], "y": 2, "z": 0}.items()]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
a = {"x": 1, "y": 2}
print(a.keys().isdisjoint({"m"}), a.keys().isdisjoint(["x"]), a.keys().isdisjoint(a.keys()), {}.keys().isdisjoint({}.keys()))
print(a.items().isdisjoint([("x", 1)]), a.items().isdisjoint({("x", 2)}), a.keys().isdisjoint(set("abcdefxyz")), a.keys().isdisjoint("xz"))
print(a.keys().isdisjoint({"q": 1}.keys()), a.items().isdisjoint({"x": 1, "z": 3}.items()))
from collections import OrderedDict
print(OrderedDict(a).keys().isdisjoint("y"), OrderedDict(a).items().isdisjoint([]))
for f in [lambda: a.keys().isdisjoint(), lambda: a.keys().isdisjoint(1), lambda: a.items().isdisjoint([[1]]), lambda: a.values().isdisjoint([])]:
    try:
        print(f())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
