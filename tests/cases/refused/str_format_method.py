# pyrite-refuses: NotImplementedError: str.format is not supported
# pyrite-exit: 1
print("{} and {}".format(1, 2))
