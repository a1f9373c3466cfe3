print(len([1, 2] * 3))
x = [1, 2] * (2**62)
print(len(x))
