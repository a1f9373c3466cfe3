print("checking")
print(str(x=1))
