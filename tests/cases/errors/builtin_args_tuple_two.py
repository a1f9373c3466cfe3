print("checking")
print(tuple(1, 2))
