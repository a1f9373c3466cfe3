print("checking")
print(print(sepx=1))
