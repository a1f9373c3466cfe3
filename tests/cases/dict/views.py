d = {"a": 1, "b": 2}
print(d.keys())
print(d.values())
print(d.items())
print(len(d.keys()), "a" in d.keys(), 2 in d.values(), ("b", 2) in d.items())
print(dict([("x", 1), ("y", 2)]))
print(dict(d))
print(dict(a=1, b=2))
print(d == {"b": 2, "a": 1}, d != {"a": 1})
e = d.copy()
e["c"] = 3
print(d, e)
