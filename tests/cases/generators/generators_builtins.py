def gen(n):
    for i in range(n):
        yield i
print(list(gen(4)), tuple(gen(3)), set(gen(5)))
print(dict((i, i * i) for i in gen(3)))
print(sum(gen(101)), min(gen(5)), max(gen(5)))
print(sorted(gen(4), key=lambda v: -v))
print(list(enumerate(gen(3), 1)))
print(list(zip(gen(3), gen(10))))
print(list(map(lambda a, b: a * b, gen(4), gen(4))))
print(list(filter(None, gen(4))))
print(list(reversed(list(gen(3)))))
print(" ".join(str(x) for x in gen(5)))
print(any(gen(1)), any(gen(2)), all(gen(0)))
print(3 in gen(5), 7 in gen(5))
g = gen(6)
print(4 in g, list(g))
try:
    len(gen(3))
except TypeError as e:
    print(type(e).__name__, e)
try:
    gen(3)[0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    reversed(gen(2))
except TypeError as e:
    print(type(e).__name__, e)
