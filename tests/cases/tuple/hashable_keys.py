d = {}
d[(1, 2)] = "a"
d[(1, (2, 3))] = "b"
d[()] = "empty"
print(d)
print(d[(1, 2)], d[()])
print((1, 2) in d, (2, 1) in d)
d[(1, 2)] = "A"
print(d, len(d))
d[1, 2] = "z"
print(d[(1, 2)])
