# pyrite-refuses: AttributeError: attribute '__bases__' is not available in Pyrite (no access to interpreter internals)
x = 1
print(x.__class__.__bases__)
