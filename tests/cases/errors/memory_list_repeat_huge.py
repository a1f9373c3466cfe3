print(len([0] * 3))
x = [0] * (2**62)
print(len(x))
