l = [1]
print(l[5])
