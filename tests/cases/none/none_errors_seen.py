r = [].append(1)
print(r)
d = {}
print(d.get(1), d.get(1, None))
a = [3, 1, 2]
print(a.sort(), a)
print(print() is None)
