values = [3, 1, 2]
values.sort()
assert values == [1, 2, 3]
print("sorted ok")
assert values[0] > values[-1]
