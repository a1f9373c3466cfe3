d = {"k": 1}
del d["k"]
print(d)
del d["k"]
