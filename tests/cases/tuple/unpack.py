a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
(c, d), e = (3, 4), 5
print(c, d, e)
x, = (9,)
print(x)
p = (1, "a", [2])
n, s, l = p
print(n, s, l)
l.append(3)
print(p)
for i, j in ((1, 2), (3, 4)):
    print(i + j)
