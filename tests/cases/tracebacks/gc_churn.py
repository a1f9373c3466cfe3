def build(n):
    d = {}
    for i in range(n):
        key = "k" + str(i % 500)
        d[key] = [i, str(i), (i, [i] * 3)]
        if i % 7 == 0:
            del d[key]
    return d
total = 0
for r in range(20):
    d = build(3000)
    for k, v in d.items():
        total += v[0] + len(v[1]) + v[2][1][2]
    keep = [x for x in d.values() if x[0] % 3 == 0]
    total += len(keep)
    s = ",".join([str(x[0]) for x in keep])
    total += len(s)
print(total)
strs = []
for i in range(20000):
    strs.append("x" * (i % 50) + str(i))
    if len(strs) > 100:
        strs = strs[50:]
print(len(strs), strs[0], strs[-1])
nested = []
for i in range(2000):
    nested = [nested, i, {"n": nested}] if i % 2 else [i]
print(len(nested), repr(nested)[:40])
