a = [[0, 0], [0, 0]]
a[0][1] = 5
a[1][0] += 3
print(a)
d = {"x": [1, 2, 3]}
d["x"][1] = 20
d["x"][-1] *= 10
print(d)
a[0], d["y"] = "first", "second"
print(a, d)
s = [1, 2, 3, 4]
s[1:3] = "ab"
print(s)
