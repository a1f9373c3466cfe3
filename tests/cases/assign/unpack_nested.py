(a, b), (c, d) = (1, 2), (3, 4)
print(a, b, c, d)
[x, [y, z]] = [10, [20, 30]]
print(x, y, z)
(p, (q, (r, s))) = (1, (2, (3, 4)))
print(p, q, r, s)
a, b = "hi"
print(a, b)
(m, n), o = "ab", "c"
print(m, n, o)
t = [[1, 2], [3, 4]]
(w1, w2), (w3, w4) = t
print(w1 + w2 + w3 + w4)
