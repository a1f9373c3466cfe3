a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
x = [1, 2, 3]
x[0], x[2] = x[2], x[0]
print(x)
i = 0
i, x[i] = 1, 9
print(i, x)
m, n = 0, 1
for _ in range(10):
    m, n = n, m + n
print(m, n)
