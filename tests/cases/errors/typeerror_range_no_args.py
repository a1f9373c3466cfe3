print(range(1))
print(range())
