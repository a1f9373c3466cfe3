# bytes.__dict__ (a mappingproxy of the type's internals in CPython) is no way in.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
print(b"x".__class__.__dict__)
