print("checking")
print(max(1))
