print(2 ** -1)
print(0 ** -1)
