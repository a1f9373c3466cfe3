# == of lists reads both lists as it goes, as CPython's list_richcompare: an __eq__ that
# changes a list being compared changes the rest of the comparison; nested, tuples, NaN
# identity, long lists, and a self-containing list (RecursionError).
class Shrink:
    def __init__(self, target, keep):
        self.target = target
        self.keep = keep
    def __eq__(self, o):
        del self.target[self.keep:]
        return True

a = []
b = [0, 1, 2, 3]
a.extend([Shrink(a, 2), 1, 2, 3])
print(a == b, len(a), len(b))
c = []
d = [0, 1, 2]
c.extend([Shrink(c, 3), 1, 5])
print(c == d)
n = float("nan")
print([n] == [n], (n, [n]) == (n, [n]), [1, [2, [3, n]]] == [1, [2, [3, n]]])
big1 = list(range(500000))
big2 = list(range(500000))
print(big1 == big2, big1 != big2, big1 + [1] == big2 + [2])
print([[i] for i in range(1000)] == [[i] for i in range(1000)], (1, 2) == (1, 2, 3))
s = [1]
s.append(s)
try:
    print(s == [1, s])
    t = [1]
    t.append(t)
    print(s == t)
except RecursionError as e:
    print("RecursionError:", e)
