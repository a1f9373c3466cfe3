s = set(range(10))
for x in [0, 2, 4, 6, 8]:
    s.remove(x)
print(s)
s.add(0)
print(s)
s.add(16)
print(s)
s.update([8, 24, 32])
print(s)
t = {1, 2, 3}
t.discard(2)
t.add(2)
print(t)
u = {5, 13, 21}
u.remove(13)
u.add(29)
print(u)
grow = set()
for i in range(50):
    grow.add(i * 7)
print(len(grow), list(grow)[:10])
for i in range(0, 350, 14):
    grow.discard(i)
print(len(grow), list(grow)[:10])
