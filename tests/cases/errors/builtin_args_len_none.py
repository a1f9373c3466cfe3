print("checking")
print(len())
