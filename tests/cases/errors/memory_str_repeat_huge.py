print(len("ab" * 3))
x = "ab" * (2**61)
print(len(x))
