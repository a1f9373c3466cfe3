import functools
from functools import reduce, partial, lru_cache, cache, cmp_to_key, wraps
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]))
print(reduce(lambda a, b: a * b, range(1, 6), 10))
print(reduce(max, [], 7))
print(reduce(lambda a, b: a + b, ["x"]))
for args in [(max,), (max, 1), (max, [])]:
    try:
        reduce(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    reduce(max, [1], initial=2)
except TypeError as e:
    print("TypeError:", e)
p = partial(int, base=2)
print(p("101"), p, type(p).__name__, type(p))
q = partial(p, "11")
print(q, q(), q.func, q.args, q.keywords)
r = partial(max, 1, 2)
print(r(3), r(0), r.args, r.keywords, r)
print(partial(sorted, key=len)(["ccc", "a", "bb"]))
print(partial(sorted, key=len)(["ccc", "a", "bb"], key=None))
print(isinstance(p, partial), callable(p))
for bad in [(), (1,)]:
    try:
        partial(*bad)
    except TypeError as e:
        print("TypeError:", e)
def add(a, b, c=0):
    return a + b + c
print(partial(add, 1)(2), partial(add, c=5)(1, 2), partial(add, 1, 2, 3)())
try:
    partial(add, 1, 2, 3, 4)()
except TypeError as e:
    print("TypeError:", e)
