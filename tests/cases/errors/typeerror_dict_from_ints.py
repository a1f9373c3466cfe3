print(dict([(1, 2)]))
print(dict([1, 2]))
