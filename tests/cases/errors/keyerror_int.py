d = {1: "x"}
print(d[1])
print(d[2])
