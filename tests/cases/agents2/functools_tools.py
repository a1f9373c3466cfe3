# functools in practice: reduce, lru_cache statistics, partial, cmp_to_key sorting,
# total_ordering, wraps, cache, singledispatch.
import functools
from functools import reduce, lru_cache, partial, cmp_to_key, total_ordering, wraps

print(reduce(lambda a, b: a * b, range(1, 11)), reduce(max, [3, 9, 2]), reduce(lambda a, b: a + b, [], 0))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print("TypeError:", e)


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())


@lru_cache(maxsize=2)
def sq(x):
    return x * x


for v in [1, 2, 1, 3, 2, 1]:
    sq(v)
print(sq.cache_info())


@functools.cache
def ways(n):
    return 1 if n == 0 else sum(ways(n - k) for k in (1, 2, 3) if k <= n)


print(ways(30))
base2 = partial(int, base=2)
print(base2("1011"), base2("11", base=3), base2.args, base2.keywords)
greet = partial("{} {}!".format, "Hello")
print(greet("world"))


def compare_versions(a, b):
    pa, pb = [int(x) for x in a.split(".")], [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)


versions = ["1.10.0", "1.2.9", "1.2.10", "0.9", "1.2"]
print(sorted(versions, key=cmp_to_key(compare_versions)))
print(max(versions, key=cmp_to_key(compare_versions)))


@total_ordering
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        return self.cents == other.cents

    def __lt__(self, other):
        return self.cents < other.cents

    def __repr__(self):
        return f"${self.cents / 100:.2f}"


m = [Money(500), Money(150), Money(999)]
print(sorted(m), Money(1) <= Money(1), Money(2) >= Money(3), Money(5) > Money(4))


def logged(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        print("calling", fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return inner


@logged
def add(a, b=0):
    "Add two numbers."
    return a + b


print(add(2, b=3), add.__name__, add.__doc__)


@functools.singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


print(describe(3), describe([1, 2]), describe("s"), describe(True))
