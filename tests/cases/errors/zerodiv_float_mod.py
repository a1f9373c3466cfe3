print(1.5 % 1)
print(1.5 % 0.0)
