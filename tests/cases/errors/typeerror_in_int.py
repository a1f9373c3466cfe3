print(1 in [1])
print(1 in 5)
