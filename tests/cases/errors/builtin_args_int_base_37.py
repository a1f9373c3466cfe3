print("checking")
print(int("5", 37))
