print("checking")
print(type())
