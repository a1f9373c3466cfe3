class D(dict):
    def __missing__(self, key):
        return key * 2

d = D(a=1)
print(d, type(d).__name__, len(d))
print(d["a"], d["zz"], d.get("zz"), "zz" in d)
d["b"] = 2
print(d, d.keys(), list(d.items()))
del d["a"]
print(d)
d.update({"c": 3}, e=5)
print(d, d.pop("c"), d.setdefault("q", 9), d)
print(isinstance(d, dict), type(d) is D, type(d.copy()) is dict, d.copy())
print(d == {"b": 2, "e": 5, "q": 9}, d != {}, D() == D())
for k in d:
    print(k, d[k])
print(sorted(d), list(d), dict(d), {**d})
import json
print(json.dumps(d), json.dumps({"x": d}))
print(repr(d), str(d), f"{d}", "%s" % (d,))
print(bool(D()), bool(d))
class C(dict):
    def total(self):
        return sum(self.values())
c = C([(1, 2), (3, 4)])
print(c.total(), c)
c.name = "n"
print(c.name, c)
print(D.fromkeys("ab", 0), type(D.fromkeys("ab")))
print(d | {"z": 1}, type(d | {}))
d |= {"w": 0}
print(d, type(d))
