m = [[1, 2], [3]]
print(m[1][0])
print(m[1][1])
