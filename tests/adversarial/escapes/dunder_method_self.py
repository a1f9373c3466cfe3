# A bound method's __self__.
# expect: refused AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
print([].append.__self__)
