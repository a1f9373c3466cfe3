[y := x for x in range(3)]
print(y)
