print(10.0 ** 308)
print(10.0 ** 309)
