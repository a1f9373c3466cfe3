class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
    @property
    def top(self):
        return self[-1] if self else None
s = Stack()
s.push(1); s.push(2)
print(s, s.peek(), s.top, len(s), s.pop(), s)
class L(list):
    def __getitem__(self, i):
        print("gi", i)
        return super().__getitem__(i)
    def __setitem__(self, i, v):
        print("si", i, v)
        super().__setitem__(i, v)
    def __len__(self):
        return 99
    def __contains__(self, x):
        return x == "magic"
    def __iter__(self):
        yield "it"
l = L([1, 2, 3])
print(l[0], l[1:2], len(l), "magic" in l, 1 in l, list(l), [*l], sorted(l), l.index(2))
l[0] = 5
print(l, repr(l), l.copy(), l + [], sum(L([1, 2]) if False else [1]))
for x in l:
    print(x)
class R(list):
    def __repr__(self):
        return "R" + super().__repr__()
r = R([1, [2]])
print(r, [r], str(r))
r.append(1)
print(r)
x = [1]
x.append(L([2]))
print(x)
class N(list): pass
n = N([1,2])
n.append(n)
print(n, n == n, len(n))
try:
    hash(N())
except TypeError as e:
    print(e)
try:
    N()[5]
except IndexError as e:
    print(e)
try:
    N(1, 2)
except TypeError as e:
    print(e)
try:
    N(5)
except TypeError as e:
    print(e)
try:
    N().pop()
except IndexError as e:
    print(e)
m = N([3, 1, 2])
m.sort(key=lambda v: -v)
print(m, m[::-1], type(m[::-1]).__name__, m * 0, 2 * m)
m[1:2] = [7, 8]
del m[0]
print(m, m.__class__.__name__)
print(N([1]) == N([1]), N([1]) == [1], [1] == N([1]), N([1]) < N([2]), N() != [])
import copy
c = copy.copy(m); dc = copy.copy(m)
print(c, type(c).__name__, dc, type(dc).__name__)
m.tag = "t"
c2 = copy.copy(m)
print(c2.tag, c2)
import random
random.seed(1)
random.shuffle(m)
print(m, random.choice(m))
print(",".join(N(["a", "b"])), max(N([1, 5, 2])), list(zip(N([1]), N([2]))), list(enumerate(N("ab"))))
print(N(x for x in range(3)), N({1: 2}), N("ab"))
