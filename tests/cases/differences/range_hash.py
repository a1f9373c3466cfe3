print(hash(range(3)) == hash(range(0, 3)))
print(hash(range(0)) == hash(range(5, 5)), range(0) == range(5, 5))
print(hash(range(1, 2, 5)) == hash(range(1, 3, 7)), range(1, 2, 5) == range(1, 3, 7))
print(hash(range(3)) == hash(range(4)))
d = {range(3): "r"}
print(d[range(0, 3, 1)])
print(len({range(0), range(2, 2), range(3), range(0, 3)}))
