# fsum (Shewchuk's exact sum and its special cases), prod (start=, ints, floats, anything
# with *), hypot and dist (CPython's vector_norm), isclose.
import math

inf = float("inf")
nan = float("nan")
print(repr(math.fsum([])), repr(math.fsum([0.1] * 10)), repr(sum([0.1] * 10)))
print(repr(math.fsum([1e-16, 1, 1e16])), repr(math.fsum([1, 1e100, 1, -1e100])))
print(repr(math.fsum([2.0 ** 53, 1.0, 1.0])), repr(math.fsum([2.0 ** 53, -0.5, -2.0 ** -54])))
print(repr(math.fsum([1e308, 1e308, -1e308])) if False else "", repr(math.fsum([1e308, -1e308, 1e308])))
print(repr(math.fsum([-0.0, -0.0])), repr(math.fsum([-0.0, 0.0])), repr(math.fsum([5e-324, 5e-324])))
print(repr(math.fsum(i / 7 for i in range(1000))), repr(math.fsum(range(10))), repr(math.fsum([True, 2 ** 60, 0.1])))
print(repr(math.fsum([inf, 1.0])), repr(math.fsum([-inf, -inf])), repr(math.fsum([nan, 1.0])), repr(math.fsum([inf, nan])))
xs = []
v = 0.3
for i in range(400):
    v = (v * 3.7 + 0.11) % 1.0
    xs.append((v - 0.5) * 10.0 ** (i % 41 - 20))
for i in range(0, 400, 40):
    chunk = xs[i:i + 40]
    print(repr(math.fsum(chunk)), repr(math.fsum(chunk + [-c for c in chunk[::2]])), repr(math.fsum(sorted(chunk))))
for bad in ([1e308, 1e308], [inf, -inf], ["1"], [1, None], 5):
    try:
        print(repr(math.fsum(bad)))
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)

print(math.prod([]), math.prod([], start=5), math.prod(range(1, 21)), math.prod(range(1, 40)))
print(math.prod([2, 3.5]), math.prod([2.5, 4]), math.prod([1, 2], start=1.5), math.prod([True, True, 3]))
print(math.prod([2 ** 40, 2 ** 40, 3]), math.prod([3, 2 ** 63]), math.prod([2 ** 62, 4, 2.5]), repr(math.prod([1.1] * 50)))
print(math.prod(["ab", 3]), math.prod([3], start="x"), math.prod([[1], 2]), math.prod([], start=None))
print(math.prod(x for x in range(1, 10) if x % 2), math.prod({2: "a", 5: "b"}), repr(math.prod([inf, 0.0])))
class Vec:
    def __init__(self, v):
        self.v = v
    def __mul__(self, o):
        return Vec(self.v * (o.v if isinstance(o, Vec) else o))
    def __rmul__(self, o):
        return Vec(o * self.v)
print(math.prod([Vec(2), Vec(3), 4]).v, math.prod([2, Vec(5)]).v)
for args in (([1, "a", "b"],), (["a"],), ([1, 2], 3)):
    try:
        print(math.prod(*args))
    except TypeError as e:
        print(type(e).__name__, e)
for kw in ({"start": None}, {"begin": 3}):
    try:
        print(math.prod(["a"], **kw))
    except TypeError as e:
        print(type(e).__name__, e)

print(math.hypot(), math.hypot(-3), math.hypot(3, 4), math.hypot(3, 4, 12), repr(math.hypot(1, 1)), repr(math.hypot(*range(1, 30))))
print(repr(math.hypot(1e308, 1e308)), repr(math.hypot(5e-324, 5e-324)), repr(math.hypot(1e-310, 3e-310, 4e-311)), repr(math.hypot(inf, nan)), repr(math.hypot(nan, 1)))
print(repr(math.hypot(-0.0)), repr(math.hypot(0.0, -0.0)), repr(math.hypot(10 ** 20, 1)), repr(math.hypot(True, 2)))
for i in range(0, 400, 25):
    c = xs[i:i + 8]
    print(repr(math.hypot(*c)), repr(math.dist(c[:4], c[4:])), repr(math.hypot(c[0], c[1])))
print(math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], (4, 6, 15)), repr(math.dist((), ())), repr(math.dist(iter([1.5]), range(3, 4))))
print(repr(math.dist((1e308,), (-1e308,))), repr(math.dist((inf, 0), (1, nan))), repr(math.dist([0.1, 0.2], [0.3, 0.4])))
for p, q in (([1], [1, 2]), (1, 2), ([1], ["a"]), ([None], [1])):
    try:
        print(math.dist(p, q))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

pairs = [(1.0, 1.0 + 1e-10), (1.0, 1.0 + 1e-8), (0.0, 1e-10), (inf, inf), (inf, -inf), (nan, nan),
         (1e300, 1e300 * (1 + 1e-10)), (-1.0, -1.0000000001), (0.0, -0.0), (1, True), (10 ** 20, 10 ** 20 + 1)]
for a, b in pairs:
    print(math.isclose(a, b), math.isclose(a, b, rel_tol=1e-12), math.isclose(a, b, abs_tol=1e-9), math.isclose(b, a, rel_tol=0.0, abs_tol=0.0))
print(math.isclose(a=1, b=1.0), math.isclose(1, b=2, abs_tol=1), math.isclose(1, 1.1, rel_tol=0.1), math.isclose(1, 1, abs_tol=nan))
for args, kw in (((1,), {}), ((1, 2, 3), {}), ((1, 2), {"rel_tol": -1}), ((1, 2), {"abs_tol": -0.1}),
                 ((1, 2), {"tol": 1}), ((1, 2), {"a": 1}), ((), {"b": 2}), (("a", 2), {}), ((1, 2), {"rel_tol": "x"})):
    try:
        print(math.isclose(*args, **kw))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
