print(max([1]))
print(max([]))
