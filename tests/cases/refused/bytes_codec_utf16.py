# pyrite-refuses: NotImplementedError: the 'utf-16' codec is not supported (only utf-8, ascii and latin-1)
# pyrite-exit: 1
print("a".encode("utf-8"))
print("a".encode("utf-16"))
