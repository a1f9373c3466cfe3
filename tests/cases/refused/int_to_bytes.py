# pyrite-refuses: NotImplementedError: int.to_bytes is not supported
# pyrite-exit: 1
n = 5
print(n.to_bytes(2, "big"))
