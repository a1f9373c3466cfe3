d = {}
print(d.pop("a", 0))
d.pop("a")
