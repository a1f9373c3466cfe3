print("checking")
print(min())
