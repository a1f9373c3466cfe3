s = set()
s.add(1)
s.add(2)
s.add(1)
print(s, len(s))
print(s.add(3))
s.discard(2)
s.discard(99)
print(s)
s.remove(1)
print(s)
try:
    s.remove(42)
except KeyError as e:
    print(type(e).__name__, e, e.args)
try:
    s.remove((1, 2))
except KeyError as e:
    print(type(e).__name__, e)
s.add((1, 2))
s.remove((1, 2))
print(s)
s.add(True)
s.add(1)
s.add(1.0)
print(s)
f = frozenset({1})
try:
    f.add(2)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    f.remove(1)
except AttributeError as e:
    print(type(e).__name__, e)
print(f)
