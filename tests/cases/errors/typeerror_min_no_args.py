print(min(1, 2))
print(min())
