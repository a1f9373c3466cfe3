print(len([1]))
print(len(5))
