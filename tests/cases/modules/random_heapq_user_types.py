# User classes through every path that calls back: __lt__/__eq__ in heaps, merge keys, bisect keys;
# __add__/__mul__/... in the distributions and weights; a user sequence shuffled. Each callback
# allocates, so collections run in the middle of these built-ins.
import heapq, bisect, random

junk = []
def churn():
    x = [str(i) * 40 for i in range(300)]
    return len(x)

class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        churn()
        return self.v < o.v
    def __eq__(self, o):
        churn()
        return isinstance(o, K) and self.v == o.v
    def __repr__(self):
        return f"K({self.v})"

random.seed(3)
items = [K(random.randint(0, 50)) for _ in range(60)]
h = []
for it in items:
    heapq.heappush(h, it)
print([heapq.heappop(h).v for _ in range(10)])
print(heapq.nsmallest(5, items, key=lambda k: K(k.v)), heapq.nlargest(5, iter(items)))
print([k.v for k in heapq.merge(sorted(items[:20], key=lambda k: k.v), sorted(items[20:], key=lambda k: k.v), key=lambda k: K(k.v))][:15])
srt = sorted(items, key=lambda k: k.v)
print(bisect.bisect_left(srt, K(25)), bisect.bisect_right(srt, 25, key=lambda k: (churn(), k.v)[1]))

class Num:
    def __init__(self, v):
        self.v = v
    def _w(self, o):
        churn()
        return o.v if isinstance(o, Num) else o
    def __add__(self, o): return Num(self.v + self._w(o))
    def __radd__(self, o): return Num(self._w(o) + self.v)
    def __sub__(self, o): return Num(self.v - self._w(o))
    def __rsub__(self, o): return Num(self._w(o) - self.v)
    def __mul__(self, o): return Num(self.v * self._w(o))
    def __rmul__(self, o): return Num(self._w(o) * self.v)
    def __truediv__(self, o): return Num(self.v / self._w(o))
    def __rtruediv__(self, o): return Num(self._w(o) / self.v)
    def __rpow__(self, o): return Num(self._w(o) ** self.v)
    def __pow__(self, o): return Num(self.v ** self._w(o))
    def __mod__(self, o): return Num(self.v % self._w(o))
    def __lt__(self, o): return self.v < self._w(o)
    def __le__(self, o): return self.v <= self._w(o)
    def __gt__(self, o): return self.v > self._w(o)
    def __float__(self): return float(self.v)
    def __repr__(self): return f"Num({self.v!r})"

print(random.uniform(Num(1), Num(5)), random.gauss(Num(0), Num(2)), random.normalvariate(Num(1), 3))
print(random.triangular(Num(0), Num(10), Num(3)))
print(random.choices("abc", [Num(1), Num(2), Num(3)], k=5))
print(random.choices("abc", cum_weights=[Num(1), Num(2), Num(3)], k=5))
print(random.sample(["a", "b", "c"], counts=[2, 3, 1], k=4))
class Seq:
    def __init__(self, xs):
        self.xs = xs
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        churn()
        return self.xs[i]
    def __setitem__(self, i, v):
        churn()
        self.xs[i] = [v][0]
s = Seq([str(i) for i in range(30)])
random.shuffle(s)
print(s.xs, random.choice(s))
print(random.expovariate(Num(2)), random.paretovariate(Num(3)), random.weibullvariate(Num(1), Num(2)))
print(random.gammavariate(1, Num(2)), random.vonmisesvariate(Num(1), 2))
