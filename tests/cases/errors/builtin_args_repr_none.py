print("checking")
print(repr())
