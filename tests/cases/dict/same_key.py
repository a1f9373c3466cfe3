d = {}
d[1] = "int"
d[1.0] = "float"
d[True] = "bool"
print(d)
print(len(d))
e = {True: "a", 1: "b", 1.0: "c"}
print(e)
f = {0: "zero", False: "false", 0.0: "float"}
print(f)
print(d[1], d[1.0], d[True])
g = {2**64: "big"}
print(g[2**64], g[float(2**64)])
print(-0.0 in {0: 1})
