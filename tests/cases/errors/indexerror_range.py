r = range(3)
print(r[2])
print(r[3])
