# pyrite-refuses: NameError: name 'memoryview' is not available in Pyrite (no raw memory access)
data = b"abc"
print(memoryview(data)[0])
