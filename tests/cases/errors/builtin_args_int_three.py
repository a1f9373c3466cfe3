print("checking")
print(int(1, 2, 3))
