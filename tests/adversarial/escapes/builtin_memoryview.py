# memoryview exposes raw memory.
# expect: refused NameError: name 'memoryview' is not available in Pyrite (no raw memory access)
print(memoryview(b"ab"))
