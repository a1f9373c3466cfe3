# Calling object.__getattribute__ directly.
# expect: refused AttributeError: attribute '__getattribute__' is not available in Pyrite (no access to interpreter internals)
print(object.__getattribute__(1, "real"))
