from collections import Counter, defaultdict, OrderedDict
import collections
c = Counter("abracadabra")
print(c, type(c), type(c).__name__, isinstance(c, dict), isinstance(c, Counter), len(c))
print(c["a"], c["zz"], "zz" in c, c.most_common(2), c.most_common(), c.most_common(0))
print(sorted(c.elements()), list(Counter(a=2, b=0, c=-1, d=1).elements()), c.total())
c.update("aaz")
c.update({"b": 10})
print(c)
c.subtract(["a", "a"])
c.subtract({"z": 5}, r=1)
print(c)
print(Counter(), Counter({"x": 0}), Counter(a=3, b=1), Counter([1, 1, 2]) == {1: 2, 2: 1})
a, b = Counter(a=3, b=1), Counter(a=1, b=2, c=4)
print(a + b, a - b, b - a, a | b, a & b)
print(Counter(a=1, b=0) == Counter(a=1), Counter(a=1) == Counter(a=2))
d = a.copy(); d["q"] += 1; print(d, a, type(d).__name__)
del d["missing"]; del d["q"]; print(d)
x = Counter(a=2); y = x; x += Counter(a=1, b=-5); print(x, y is x)
x -= Counter(a=10); print(x)
print(Counter(a=1) | {"b": 2})
words = "the cat and the hat and the bat".split()
wc = Counter(words)
for w, n in wc.most_common(3):
    print(f"{w}: {n}")
print(dict(wc), list(wc.keys()), list(wc.items())[:2])
dd = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
print(dd, dd["a"], type(dd), dd.default_factory, isinstance(dd, dict), dict(dd))
print(defaultdict(int), defaultdict(None), defaultdict(), defaultdict(list, a=1), defaultdict(list, {"k": [1]}))
cnt = defaultdict(int)
for ch in "hello":
    cnt[ch] += 1
print(cnt, cnt.get("zz"), "zz" in cnt, len(cnt))
dd2 = cnt.copy(); print(type(dd2).__name__, dd2 == cnt, dd2.default_factory)
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
print(dict(nested["x"]), len(nested))
dd.default_factory = set
dd["s"].add(1)
print(dd["s"], dd.default_factory)
od = OrderedDict(a=1, b=2, c=3)
od.move_to_end("a")
print(od, list(od))
od.move_to_end("c", last=False)
print(od, od.popitem(), od.popitem(last=False), od)
print(OrderedDict(), OrderedDict([(1, 2)]), OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))
print(OrderedDict.fromkeys("ab"), defaultdict.fromkeys("ab", 0), type(OrderedDict().copy()))
print(collections.Counter is Counter, type(OrderedDict()).__name__)
for name, bad in [
    ("defaultdict(1)", lambda: defaultdict(1)),
    ("nokey", lambda: defaultdict(None)["x"]),
    ("Counter(1)", lambda: Counter(1)),
    ("Counter(1, 2)", lambda: Counter([], [])),
    ("fromkeys", lambda: Counter.fromkeys("ab")),
    ("plus dict", lambda: Counter(a=1) + {"b": 1}),
    ("mte", lambda: OrderedDict().move_to_end("z")),
    ("popitem", lambda: OrderedDict().popitem()),
    ("dict popitem", lambda: defaultdict(int).popitem()),
    ("keyerror", lambda: OrderedDict()["k"]),
]:
    try:
        print(name, bad())
    except Exception as e:
        print(name, type(e).__name__, e)
