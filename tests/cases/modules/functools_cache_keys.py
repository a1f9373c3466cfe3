from functools import lru_cache, cache, cmp_to_key, wraps
import functools
calls = []
@lru_cache
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), len(calls), fib.cache_info())
print(fib.cache_info().hits, fib.cache_info().currsize)
fib.cache_clear()
print(fib.cache_info())
print(type(fib).__name__, fib.__name__)
@lru_cache(maxsize=2)
def sq(x):
    print("compute", x)
    return x * x
for v in [1, 2, 1, 3, 2, 1, 1]:
    print(sq(v))
print(sq.cache_info(), sq.cache_parameters())
@cache
def g(*a, **k):
    print("g", a, k)
    return len(a) + len(k)
print(g(1, 2), g(1, 2), g(1, b=2), g(1, b=2), g(1.0, 2), g.cache_info())
try:
    g([1])
except TypeError as e:
    print("TypeError:", e)
print(g.cache_info())
@lru_cache(maxsize=0)
def z(x):
    return x
print(z([1]), z.cache_info())
@lru_cache(typed=True)
def t(x):
    print("t", x)
    return x
print(t(1), t(1.0), t(True), t.cache_info())
@lru_cache(None)
def u(x):
    return x
print(u(1), u(1), u.cache_info())
@lru_cache(maxsize=-5)
def w(x):
    return x
print(w(1), w.cache_info())
try:
    lru_cache("x")
except TypeError as e:
    print("TypeError:", e)
def mycmp(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(mycmp)))
print(sorted(["bb", "a", "ccc"], key=cmp_to_key(lambda a, b: len(b) - len(a))))
K = cmp_to_key(mycmp)
print(K(1) < K(2), K(2) <= K(1), K(3) == K(3), K(1).obj, type(K).__name__, type(K(1)).__name__)
print(max([4, 9, 2], key=K), min([4, 9, 2], key=K))
for bad in [lambda: K(1) < 3, lambda: hash(K(1)), lambda: K()]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
def deco(f):
    @wraps(f)
    def wrapper(*a, **k):
        """wrapper doc"""
        return f(*a, **k) * 2
    return wrapper
@deco
def double_me(x):
    """Double doc."""
    return x
print(double_me(4), double_me.__name__, double_me.__doc__, double_me.__qualname__)
def plain(x):
    return x
plain.tag = "t"
def w2(): pass
functools.update_wrapper(w2, plain)
print(w2.__name__, w2.tag, w2.__doc__)
