class CountDown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1
print(list(CountDown(3)))
c = CountDown(2)
print(next(c), next(c), next(c, "end"))
for x in CountDown(2):
    print("loop", x)
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return Range2Iter(self.n)
class Range2Iter:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i * 2
r = Range2(3)
print(list(r), list(r), sum(r), max(r))
print([(a, b) for a in Range2(2) for b in Range2(2)])
a, b, c2 = Range2(3)
print(a, b, c2)
print(3 in CountDown(5), 9 in CountDown(5))
print(dict(zip(Range2(2), CountDown(2))))
class NotIter:
    pass
try:
    iter(NotIter())
except TypeError as e:
    print(type(e).__name__, e)
class BadIter:
    def __iter__(self):
        return 5
try:
    for _ in BadIter():
        pass
except TypeError as e:
    print(type(e).__name__, e)
