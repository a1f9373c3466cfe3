# pyrite-refuses: NotImplementedError: decoding with errors='surrogateescape' is not supported (Pyrite's str holds no lone surrogates)
# pyrite-exit: 1
print(b"ok".decode("utf-8", "surrogateescape"))
print(len(b"\xff".decode("utf-8", "surrogateescape")))
