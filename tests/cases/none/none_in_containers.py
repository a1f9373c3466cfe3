a = [None, 1, None]
print(a, a.count(None), None in a)
d = {None: "k", "v": None}
print(d, d[None], d["v"] is None)
t = (None,)
print(t, len(t), t[0] is None)
print([x for x in a if x is not None])
print(a == [None, 1, None], None != 0)
