print("checking")
print(min(1, 2, key=3))
