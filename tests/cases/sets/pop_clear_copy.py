s = {5, 3, 9, 1}
print(s)
popped = []
while s:
    popped.append(s.pop())
print(popped, s)
try:
    s.pop()
except KeyError as e:
    print(type(e).__name__, e)
t = {10, 20, 30}
c = t.copy()
c.add(40)
print(t, c, c is t, type(c).__name__)
t.clear()
print(t, c, len(t))
f = frozenset({1, 2})
fc = f.copy()
print(fc, fc is f, type(fc).__name__)
print({(1, 2), (3, 4)}.pop() in [(1, 2), (3, 4)])
u = {100, 0, 50}
print(u.pop(), u)
inner = [1]
s2 = {frozenset({1}), (1, 2)}
s3 = s2.copy()
print(s3 == s2, s3 is s2)
