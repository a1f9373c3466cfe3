import functools

@functools.lru_cache(maxsize=None)
def ways(n, coins):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])

print(ways(100, (1, 5, 10, 25, 50)))
print(ways.cache_info())

@functools.lru_cache(maxsize=3)
def sq(x):
    return x * x

for v in [1, 2, 3, 4, 1, 2, 5, 3]:
    sq(v)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), sq(2), sq.cache_info())

events = []

def logged(f):
    @functools.wraps(f)
    def inner(*args, **kwargs):
        events.append(f.__name__)
        return f(*args, **kwargs)
    return inner

@logged
def area(w, h=1):
    "Area of a rectangle."
    return w * h

print(area(3, h=4), area.__name__, area.__doc__, events)
base2 = functools.partial(int, base=2)
print([base2(s) for s in ["1", "10", "111"]])
print(sorted(["b", "A", "c"], key=functools.cmp_to_key(lambda x, y: (x.lower() > y.lower()) - (x.lower() < y.lower()))))
pt = functools.partial(functools.partial(max, 1), 2)
print(pt, pt(5), pt.args)
print(repr(functools.partial(sorted, [3, 1], reverse=True)), functools.partial(sorted, [3, 1], reverse=True)())
import functools
@functools.lru_cache(maxsize=4)
def f(x): return x
f(1); f(1)
h, m, mx, cur = f.cache_info()
print(h, m, mx, cur, f.cache_info() == (1, 1, 4, 1), (1, 1, 4, 1) == f.cache_info(), f.cache_info() == f.cache_info(), list(f.cache_info()))
