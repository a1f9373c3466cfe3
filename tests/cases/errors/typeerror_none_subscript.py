x = None
print(x[0])
