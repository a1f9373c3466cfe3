a = [1, 2]
print(a.pop(1))
print(a.pop(5))
