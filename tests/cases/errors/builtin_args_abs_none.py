print("checking")
print(abs())
