print(set([3, 1, 2, 3]))
print(set((5, 4)), set(range(3)))
print(sorted(set("mississippi")))
print(len(set("mississippi")))
print(set({1: "a", 2: "b"}))
print(set(x * 2 for x in range(4)))
print(frozenset(range(4)), frozenset([1, 1, 1]))
print(frozenset(set([9, 8])))
s = {1, 2}
t = set(s)
t.add(3)
print(s, t, s is t)
f = frozenset(s)
print(frozenset(f) is f, set(f) == s)
print(set(), set([]), set(()))
print(set([(1, 2), (2, 1), (1, 2)]))
try:
    set(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    set([1], [2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    frozenset(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
print(set(iter([4, 4, 5])), sorted(set(map(abs, [-1, 1, -2]))))
