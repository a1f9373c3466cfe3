# A class's bases lead to object and its subclasses.
# expect: refused AttributeError: attribute '__bases__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
print(C.__bases__)
