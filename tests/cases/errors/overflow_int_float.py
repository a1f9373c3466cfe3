print(float(2**1023))
print(float(2**1024))
