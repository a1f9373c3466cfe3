print("checking")
print(range(1, 2, 3, 4))
