print("checking")
print(dict(1, 2))
