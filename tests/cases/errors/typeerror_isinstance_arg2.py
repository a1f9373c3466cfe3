print(isinstance(1, int))
print(isinstance(1, 2))
