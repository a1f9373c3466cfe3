d = {1: 1}
print(d[1.0])
print(d[2.5])
