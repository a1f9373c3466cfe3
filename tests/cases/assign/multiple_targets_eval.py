def k(tag, v):
    print("eval", tag)
    return v
d = {}
d[k("key1", "a")] = d[k("key2", "b")] = k("value", 1)
print(d)
x = [0, 0]
x[k("idx", 1)] += k("inc", 5)
print(x)
