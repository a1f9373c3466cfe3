# Dict and set bookkeeping: merges with | and |=, views and their set operations, fromkeys,
# setdefault, popitem, comprehension grouping, sort stability and set algebra.
a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "w": 40}
print(a | b, b | a, {**a, **b})
c = dict(a)
c |= b
c |= [("v", 5)]
print(c, sorted(c.keys() & b.keys()), sorted(c.keys() - a.keys()), sorted(a.keys() ^ b.keys()), a.keys() | {"q"} == {"x", "y", "z", "q"})
print(a.items() & {("x", 1), ("y", 3)}, list(a.values()), a.keys() <= c.keys(), a.keys().isdisjoint({"m"}))
print(dict.fromkeys("abc", 0), dict.fromkeys(range(3)), dict(zip("ab", [1, 2])), dict([("k", "v")], extra=1))
d = {}
for word in "apple avocado banana blueberry cherry".split():
    d.setdefault(word[0], []).append(word)
print(d, d.get("z"), d.get("z", "none"), d.pop("c"), d.pop("q", "dflt"), d)
print(d.popitem(), d, len(d), "a" in d, "apple" in d)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    d["missing"]
except KeyError as e:
    print("KeyError:", e)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    {1, 2} | [3]
except TypeError as e:
    print("TypeError:", e)
inv = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inv, {k: v for k, v in sorted(a.items(), key=lambda kv: -kv[1])})
s1, s2 = {1, 2, 3, 4}, {3, 4, 5}
print(s1 & s2, s1 | s2, s1 - s2, s1 ^ s2, s1 <= s2, {3} < s2, s1.isdisjoint({9}), s1.issuperset({1, 2}))
s3 = set(s1)
s3 &= {1, 2, 9}
s3 |= {7}
s3 -= {1}
s3 ^= {2, 8}
print(sorted(s3), sorted(s1.union([10], (11,))), sorted(s1.intersection(s2, {4})), sorted(s1.difference(s2)), sorted(s1.symmetric_difference(s2)))
fs = frozenset([1, 2])
print(fs, fs | {3}, {fs: "frozen"}, frozenset() == set(), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
s = {5}
s.add(6); s.discard(99); s.remove(5)
print(s, s.pop(), s)
try:
    s.remove(1)
except KeyError as e:
    print("KeyError:", e)
recs = [("b", 2), ("a", 2), ("c", 1), ("d", 2), ("e", 1)]
print(sorted(recs, key=lambda r: r[1]), sorted(recs, key=lambda r: r[1], reverse=True))
print(sorted(recs, key=lambda r: (-r[1], r[0])), min(recs, key=lambda r: r[1]), max(recs, key=lambda r: r[1]))
nested = {"a": {"b": {"c": 1}}, "l": [1, {"m": 2}]}
print(nested, nested["a"]["b"]["c"], {1: "int", 1.0: "float", True: "bool"}, {0.0, 0, False})
print({i: i * i for i in range(5) if i % 2}, list({3: 1, 1: 2, 2: 3}), dict(sorted({"b": 1, "a": 2}.items())))
print(a == {"z": 3, "y": 2, "x": 1}, list(reversed(a)), list(reversed(a.items())), a.copy() is a)
