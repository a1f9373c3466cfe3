# An exhausted dict or set iterator stays exhausted when its container grows later (CPython
# drops the container), and a "changed size" error repeats even once the size is back.
import operator
from collections import Counter, defaultdict

for d in ({"a": 1}, Counter(a=1), defaultdict(int, a=1)):
    for view in (d, d.keys(), d.values(), d.items()):
        it = iter(view)
        print(type(d).__name__, list(it), end=" ")
        d["k" + str(len(d))] = 2
        print(next(it, "end"), operator.length_hint(it))

s = {1}
it = iter(s)
print(list(it))
s.add(2)
print(next(it, "end"))

s = {1, 2}
it = iter(s)
next(it)
s.add(3)
for _ in range(2):
    try:
        next(it)
    except RuntimeError as e:
        print(type(e).__name__, e)
    s.discard(3)

d = {"a": 1, "b": 2}
it = iter(d)
next(it)
d["c"] = 3
for _ in range(2):
    try:
        next(it)
    except RuntimeError as e:
        print(type(e).__name__, e, operator.length_hint(it))
    d.pop("c", None)

d = {"a": 1, "b": 2}
it = iter(d.items())
next(it)
del d["a"]
d["z"] = 0
print(next(it))
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)
d["q"] = 1
print(next(it, "end"), operator.length_hint(it))
