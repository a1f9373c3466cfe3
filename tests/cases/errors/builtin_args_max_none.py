print("checking")
print(max())
