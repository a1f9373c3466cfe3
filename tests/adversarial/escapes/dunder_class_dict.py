# A class's __dict__ is a mappingproxy of its namespace.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class C:
    x = 1
print(C.__dict__)
