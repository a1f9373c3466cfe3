# type.__dict__ holds the slot wrappers of every type.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
print(type.__dict__)
