x = 1
y = [1, 2, 3]
del x
del y[0]
print(y)
x = 2
print(x)
a, b = 1, 2
del a, b
a = "again"
print(a)
d = {"k": 1, "j": 2}
del d["k"], d["j"]
print(d)
