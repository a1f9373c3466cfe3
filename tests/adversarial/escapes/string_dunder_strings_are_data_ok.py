# A dunder-shaped string is just a string.
# expect: ok
# stdout: 2 ['__class__', '__globals__'] False
d = {"__class__": 1, "__globals__": 2}
print(d["__globals__"], sorted(d), "__dict__" in d)
