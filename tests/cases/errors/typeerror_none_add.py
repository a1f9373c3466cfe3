x = None
print(x + 1)
