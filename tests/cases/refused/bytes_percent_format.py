# pyrite-refuses: NotImplementedError: %-formatting of bytes is not supported
# pyrite-exit: 1
print(b"%d items" % 3)
