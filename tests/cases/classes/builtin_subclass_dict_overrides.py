class D(dict):
    def __getitem__(self, k):
        print("getitem", k)
        return super().__getitem__(k)
    def __setitem__(self, k, v):
        print("setitem", k, v)
        super().__setitem__(k, v * 10)
    def __delitem__(self, k):
        print("delitem", k)
        super().__delitem__(k)
d = D(a=1)
d["b"] = 2
d.update(c=3)
d.setdefault("e", 4)
print(d, d["a"], d.get("a"), d.get("zz", 0))
print(dict(d), {**d})
del d["a"]
print(d, d.pop("b"))
print(D.fromkeys("xy", 1))
class Cnt(dict):
    def __missing__(self, k):
        self[k] = 0
        return 0
c = Cnt()
for w in "a b a c a".split():
    c[w] += 1
print(c, c["q"], c)
class Lo(dict):
    def __len__(self):
        return 42
    def __contains__(self, k):
        return True
    def __iter__(self):
        return iter(["x", "y"])
    def __eq__(self, o):
        return "eq"
lo = Lo(x=1, y=2, z=3)
print(len(lo), "q" in lo, list(lo), lo == 1, lo.keys(), list(lo.items()), bool(lo))
print(dict(lo), sorted(lo))
def f(**kw):
    return kw
print(f(**lo), f(**D(p=1)))
class R(dict):
    def __repr__(self):
        return "R!"
r = R(a=1)
print(r, [r], {"k": r}, str(r), f"{r!r}")
import json
print(json.dumps(r), json.dumps(lo))
try:
    D()["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    print(D(1, 2))
except TypeError as e:
    print(e)
try:
    print(D([1]))
except TypeError as e:
    print(e)
try:
    print(hash(D()))
except TypeError as e:
    print(e)
class E(D):
    pass
e = E(z=1)
print(e, isinstance(e, D), isinstance(e, dict), type(e).__name__)
print(d.__class__.__name__, type(d) == D)
