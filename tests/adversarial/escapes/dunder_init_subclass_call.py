# Calling __init_subclass__ directly.
# expect: refused AttributeError: attribute '__init_subclass__' is not available in Pyrite (no access to interpreter internals)
print(object.__init_subclass__())
