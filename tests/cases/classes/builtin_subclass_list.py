class L(list):
    def first(self):
        return self[0]
l = L(range(3))
print(l, type(l).__name__, len(l), l.first())
l.append(5)
l.extend([6, 7])
print(l, l[1], l[-1], l[1:3], type(l[1:3]))
l[0] = 9
del l[1]
print(l)
print(type(l + [1]) is list, l + [1], [0] + l, l * 2, type(l * 2))
l += [8]
print(l, type(l))
l *= 2
print(l, type(l))
print(3 in l, 100 in l, l.index(5), l.count(9))
l.sort()
print(l, sorted(l, reverse=True), list(reversed(l)))
print(l == sorted(l), L() == [], L([1]) < [2])
print(isinstance(l, list), sum(l), max(l), min(l), ",".join(map(str, l)))
import json
print(json.dumps(l), json.dumps({"a": l}))
print(repr(l), str(l), f"{l}")
print(l.pop(), l.pop(0), l)
l.clear()
print(l, bool(l))
class M(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name
m = M("x", [1, 2])
print(m, m.name)
class N(list):
    def __init__(self, x):
        self.x = x
n = N(5)
print(n, n.x)
a, b = L([1, 2])
print(a, b, [*L([3])], list(L([4])), tuple(L([5])))
for i, v in enumerate(L("ab")):
    print(i, v)
print(L([3,1,2]).copy(), type(L().copy()))
