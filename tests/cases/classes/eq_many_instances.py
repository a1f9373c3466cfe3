# == of containers holding instances with __eq__: every pair compared in order, identity
# first, nested containers, an __eq__ that empties the lists being compared, and many items
# (each comparison runs script code: the pending pairs must stay alive, in linear time).
class P:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        P.calls += 1
        return isinstance(o, P) and self.v == o.v
    __hash__ = None

a = [P(i % 50) for i in range(30000)]
b = [P(i % 50) for i in range(30000)]
print(a == b, P.calls)
b[-1] = P(-1)
P.calls = 0
print(a == b, P.calls, a != b)
print([a[:3], (P(1), [P(2)])] == [a[:3], (P(1), [P(2)])])
shared = P(7)
P.calls = 0
print([shared, shared] == [shared, shared], P.calls)

class Wiper:
    def __init__(self, target):
        self.target = target
    def __eq__(self, o):
        self.target.clear()
        return True

x = []
y = []
x.extend([Wiper(x), P(1), P(2)])
y.extend([Wiper(y), P(1), P(3)])
print(x == y, len(x), len(y))
d1 = {i: P(i) for i in range(1000)}
d2 = {i: P(i) for i in range(1000)}
print(d1 == d2, (1, P(1)) == (1, P(1)), [P(1)] == [1])
