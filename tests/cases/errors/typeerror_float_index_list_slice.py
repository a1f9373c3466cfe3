a = [1, 2, 3]
print(a[0:2])
print(a[0.5:2])
