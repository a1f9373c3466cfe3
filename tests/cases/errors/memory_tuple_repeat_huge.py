print(len((1,) * 3))
x = (1,) * (2**63 - 1)
print(len(x))
