a = b = c = 5
print(a, b, c)
x = y = []
x.append(1)
print(x, y, x is y)
p = q = 1, 2
print(p, q)
i = j = k = "s"
j = "t"
print(i, j, k)
d = {}
d["a"] = d["b"] = 0
print(d)
m, n = o = (3, 4)
print(m, n, o)
