print(len("ab" * 3))
x = "ab" * (2**62)
print(len(x))
