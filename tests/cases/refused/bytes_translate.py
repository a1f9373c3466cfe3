# pyrite-refuses: NotImplementedError: bytes.translate is not supported
# pyrite-exit: 1
print(b"abc".translate(None, b"b"))
