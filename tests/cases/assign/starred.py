first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = (1, 2, 3, 4)
print(init, last)
a, *mid, z = "abcde"
print(a, mid, z)
x, *y = [1]
print(x, y)
h, *t = range(5)
print(h, t)
(p, *q), r = [1, 2, 3], 4
print(p, q, r)
*only, = [7, 8]
print(only)
