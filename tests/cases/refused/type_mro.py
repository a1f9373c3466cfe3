# pyrite-refuses: NotImplementedError: attribute '__mro__' is not supported
print(int.__mro__)
