l = []
t = (l,)
l.append(t)
print(t)
print(l)
print(repr(t), str(l))
m = [1]
m.append((m, {"k": m}))
print(m)
d = {}
d["self"] = (d, [d])
print(d)
print(len(t), t[0][0] is t)
