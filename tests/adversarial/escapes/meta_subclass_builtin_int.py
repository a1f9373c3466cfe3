# Subclassing a built-in type (its layout is native).
# expect: error NotImplementedError: subclassing the built-in type 'int' is not supported
class I(int):
    pass
print(I(3) + 1)
