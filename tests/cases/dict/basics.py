d = {"a": 1, "b": 2}
print(d, len(d))
print(d["a"], d["b"])
d["c"] = 3
print(d)
d["a"] = 10
print(d)
print("a" in d, "z" in d, "z" not in d)
print({}, dict(), len({}))
e = {1: "one", 2.5: "two and a half", None: "none", (1, 2): "tuple", "s": [1]}
print(e)
print(e[None], e[(1, 2)], e[2.5])
