# A union's __args__.
# expect: refused AttributeError: attribute '__args__' is not available in Pyrite (no access to interpreter internals)
print((int | None).__args__)
