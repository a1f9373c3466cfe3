print("checking")
print(str(1, 2, 3, 4))
