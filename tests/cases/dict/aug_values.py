d = {"n": 0, "s": "", "l": []}
for i in range(5):
    d["n"] += i
    d["s"] += str(i)
    d["l"] += [i]
print(d)
d["n"] *= 3
d["n"] -= 1
d["n"] //= 2
print(d["n"])
k = "n"
d[k] **= 2
print(d[k])
