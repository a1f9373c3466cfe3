d = {}
print(d["it's"])
