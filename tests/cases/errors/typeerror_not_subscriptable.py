n = 5
print(n[0])
