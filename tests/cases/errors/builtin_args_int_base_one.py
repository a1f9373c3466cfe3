print("checking")
print(int("5", base=1))
