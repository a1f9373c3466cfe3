class Evens:
    def __contains__(self, x):
        print("checking", x)
        return x % 2 == 0
e = Evens()
print(4 in e, 3 in e, 3 not in e)
class Weird:
    def __contains__(self, x):
        return "yes"
print(1 in Weird())
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, *rest, scale=1):
        return (self.n + x + sum(rest)) * scale
add5 = Adder(5)
print(add5(1), add5(1, 2, 3), add5(1, scale=10))
print(callable(add5), callable(Adder), callable(Evens()))
print(list(map(add5, [0, 10])))
class Counter:
    def __init__(self):
        self.calls = []
    def __call__(self, *args, **kwargs):
        self.calls.append((args, kwargs))
        return len(self.calls)
c = Counter()
c()
c(1, k=2)
print(c(), c.calls)
try:
    Evens()(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    add5()
except TypeError as e:
    print(type(e).__name__, e)
