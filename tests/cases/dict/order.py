d = {}
for k in ["zebra", "apple", "mango", "kiwi"]:
    d[k] = len(k)
print(d)
print(list(d))
print(list(d.keys()))
print(list(d.values()))
print(list(d.items()))
del d["apple"]
d["apple"] = 0
print(d)
d["zebra"] = 99
print(d)
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, v)
