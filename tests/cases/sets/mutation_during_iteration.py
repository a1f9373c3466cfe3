s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(type(e).__name__, e)
t = {1, 2, 3}
try:
    for x in t:
        t.discard(x)
except RuntimeError as e:
    print(type(e).__name__, e)
u = {1, 2, 3}
for x in list(u):
    u.discard(x)
print(u)
v = {1, 2, 3}
for x in v.copy():
    if x % 2:
        v.remove(x)
print(v)
w = {1, 2, 3}
for x in w:
    w.add(x)
print("re-adding existing elements is allowed:", w)
z = {1, 2}
for x in z:
    z.add(99)
