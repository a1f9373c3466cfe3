print("checking")
print(float(1, 2))
