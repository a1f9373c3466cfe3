# A class's MRO would list every base up to object.
# expect: refused AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
print(C.__mro__)
