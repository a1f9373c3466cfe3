print(3.0 // 2)
print(3.0 // 0)
