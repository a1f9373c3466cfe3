a = [1, 2, 3]
for x in a:
    if x == 1:
        a.append(4)
    print(x)
print(a)
b = [1, 2, 3, 4, 5, 6]
for x in b:
    if x % 2 == 0:
        b.remove(x)
print(b)
d = {"a": 1, "b": 2}
for k in d:
    d[k] = d[k] * 10
print(d)
