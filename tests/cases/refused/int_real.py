# pyrite-refuses: NotImplementedError: int.real is not supported
# pyrite-exit: 1
n = 5
print(n.real)
