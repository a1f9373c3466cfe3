print("checking")
print(bool(1, 2))
