d = {1: 2}
print(1 in d)
print([1] in d)
