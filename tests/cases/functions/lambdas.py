sq = lambda x: x * x
print(sq(7))
add = lambda a, b=10: a + b
print(add(1), add(1, 2))
print((lambda: "no args")())
print((lambda *a, **k: (a, k))(1, 2, z=3))
print((lambda x, /, *, y: x - y)(10, y=4))
pairs = [(3, "c"), (1, "a"), (2, "b")]
print(sorted(pairs, key=lambda p: p[1], reverse=True))
print(list(map(lambda n: n % 3, range(7))))
print(list(filter(lambda n: n > 2, [5, 1, 4, 2, 3])))
print(max(["aa", "b", "cccc"], key=lambda s: len(s)))
compose = lambda f, g: lambda x: f(g(x))
inc_then_sq = compose(sq, lambda x: x + 1)
print(inc_then_sq(4))
print(sq.__name__)
adders = [lambda x, n=n: x + n for n in range(3)]
print([a(10) for a in adders])
cond = lambda x: "neg" if x < 0 else ("zero" if x == 0 else "pos")
print(cond(-1), cond(0), cond(5))
try:
    sq()
except TypeError as e:
    print(type(e).__name__, e)
