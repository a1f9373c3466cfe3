class L(list):
    def __repr__(self):
        return "L" + super().__repr__()
l = L([1])
l.append(l)
print(l)
class A:
    def __repr__(self):
        return "A" + repr(self.l)
a = A()
a.l = [a, 1]
print(a, [a])
d = {}
class D(dict): pass
e = D(x=d)
d["e"] = e
print(d, e)
class D(dict):
    pass
class L(list):
    pass
match D(a=1, b=2):
    case {"a": x, **rest}:
        print("map", x, rest)
match L([1, 2, 3]):
    case [a, *b]:
        print("seq", a, b)
match L([1]):
    case {"a": 1}:
        print("no")
    case [1]:
        print("one")
import json
print(json.dumps(D(a=L([1]))), json.dumps(L([D(b=2)]), indent=1))
