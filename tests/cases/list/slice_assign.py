a = [0, 1, 2, 3, 4, 5]
a[1:3] = [10, 20, 30]
print(a)
a[:2] = []
print(a)
a[len(a):] = [7, 8]
print(a)
a[::2] = [0, 0, 0, 0]
print(a)
del a[0]
print(a)
del a[1:3]
print(a)
del a[-1]
print(a)
del a[::2]
print(a)
