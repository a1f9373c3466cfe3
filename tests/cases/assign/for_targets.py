for a, b in [(1, 2), (3, 4)]:
    print(a, b)
for (x, y), z in [((1, 2), 3), ((4, 5), 6)]:
    print(x, y, z)
for i, (k, v) in [(0, ("a", 1)), (1, ("b", 2))]:
    print(i, k, v)
for first, *others in [[1, 2, 3], [4], [5, 6]]:
    print(first, others)
lst = [0, 0, 0]
for lst[0] in range(3):
    pass
print(lst)
d = {}
for d["k"] in "xyz":
    pass
print(d)
