print({x: x * x for x in range(5)})
print({c: n for c, n in [("a", 1), ("b", 2)]})
words = ["apple", "bob", "kiwi", "banana"]
print({w: len(w) for w in words})
print({w: len(w) for w in words if len(w) > 3})
print({k: v for k, v in [("x", 1), ("y", 2), ("x", 3)]})
print({i % 3: i for i in range(10)})
d = {"a": 1, "b": 2}
print({v: k for k, v in d.items()})
print({(i, j): i * j for i in range(2) for j in range(2)})
