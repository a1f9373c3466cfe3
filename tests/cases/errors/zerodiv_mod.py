print(5 % 2)
print(5 % 0)
