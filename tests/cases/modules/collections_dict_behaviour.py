from collections import Counter, defaultdict, OrderedDict
c = Counter("aab")
print(Counter.most_common(c), type(c)("xyz"), str(c), f"{c}", repr(c))
print(dict.keys(c), sorted(c), max(c, key=c.get), c.items())
print(isinstance(defaultdict(int), Counter), issubclass(Counter, dict), Counter.__name__, Counter)
print(defaultdict.__name__, defaultdict, OrderedDict, type(type(c)))
dd = defaultdict(list, {"a": [1]})
print(dd == {"a": [1]}, {"a": [1]} == dd, OrderedDict(a=1) == {"a": 1})
print([x for x in OrderedDict(b=1, a=2)])
c.clear(); print(c, type(c).__name__)
c["k"] = 5; c.pop("k"); print(c, c.setdefault("w", 2), c)
from collections import Counter
c = Counter(a=2, b=-3, c=0)
print(+c, -c, -Counter(), +Counter(x=1))
