print(len("a" * 3))
x = "a" * (2**63)
print(len(x))
