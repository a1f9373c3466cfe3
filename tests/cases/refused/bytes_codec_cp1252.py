# pyrite-refuses: NotImplementedError: the 'Windows-1252' codec is not supported (only utf-8, ascii and latin-1)
# pyrite-exit: 1
data = b"caf\xe9"
print(data.decode("latin-1"))
print(data.decode("Windows-1252"))
