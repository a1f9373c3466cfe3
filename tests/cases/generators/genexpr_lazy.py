def noisy(n):
    print("producing", n)
    return n
g = (noisy(i) * 10 for i in range(3))
print("generator created")
print(next(g))
print("between")
print(list(g))
def source():
    for i in range(5):
        print("source", i)
        yield i
evens = (x for x in source() if x % 2 == 0)
print("filter built")
print(next(evens))
print(next(evens))
print(any(noisy(v) > 1 for v in [0, 1, 2, 3, 4]))
print(all(noisy(v) < 2 for v in [0, 1, 2, 3]))
print(sum(x * x for x in range(5)))
print(sorted((c for c in "hello"), reverse=True))
def fail_first():
    raise ValueError("first iterable is evaluated immediately")
try:
    gen = (x for x in fail_first())
except ValueError as e:
    print("at creation:", e)
lazy = (1 / x for x in [1, 0])
print("lazy error not raised yet")
print(next(lazy))
try:
    next(lazy)
except ZeroDivisionError as e:
    print("raised when reached:", e)
print(tuple(n for n in range(3)), list(x for x in ()))
