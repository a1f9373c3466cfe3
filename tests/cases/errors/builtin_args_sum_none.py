print("checking")
print(sum())
