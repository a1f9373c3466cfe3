print("checking")
print(list(1, 2))
