# pyrite-refuses: AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
print(int.__mro__)
