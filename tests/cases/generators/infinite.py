def naturals(start=0):
    n = start
    while True:
        yield n
        n += 1
for n in naturals():
    if n * n > 50:
        print("first square over 50 at", n)
        break
print(list(zip("abcd", naturals(1))))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
out = []
for f in fib():
    if f > 100:
        break
    out.append(f)
print(out)
def take(n, it):
    return [x for _, x in zip(range(n), it)]
print(take(5, fib()))
def cycle(items):
    while True:
        for x in items:
            yield x
print(take(7, cycle([1, 2, 3])))
print(list(zip(range(3), cycle("xy"), naturals(100))))
gen = naturals(10)
print(next(gen), next(gen))
print(take(3, gen))
print(dict(zip(["a", "b"], naturals())))
