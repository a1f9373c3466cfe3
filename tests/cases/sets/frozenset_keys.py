edges = {frozenset({1, 2}): "a-b", frozenset({2, 3}): "b-c"}
print(edges[frozenset({2, 1})], edges.get(frozenset({3, 2})))
print(frozenset({1, 2}) in edges, frozenset({1, 3}) in edges)
groups = {frozenset(), frozenset({1}), frozenset({1}), frozenset({2, 1}), frozenset({1, 2})}
print(len(groups))
print(sorted(groups, key=lambda g: (len(g), sorted(g))))
s = {frozenset({1, 2})}
print({1, 2} in s, {2, 1} in s, {3} in s)
s.discard({1, 2})
print(s)
s.add(frozenset({5}))
try:
    s.remove({6})
except KeyError as e:
    print(type(e).__name__, e)
print(s)
print(hash(frozenset({1, 2})) == hash(frozenset({2, 1})))
print(hash(frozenset()) == hash(frozenset([])))
counts = {}
for pair in [(1, 2), (2, 1), (3, 4), (1, 2)]:
    k = frozenset(pair)
    counts[k] = counts.get(k, 0) + 1
print(sorted((sorted(k), v) for k, v in counts.items()))
nested = frozenset({frozenset({1}), frozenset({2})})
print(frozenset({1}) in nested, len(nested))
