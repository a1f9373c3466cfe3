# pyrite-refuses: AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
m = print.__self__
print(m is not None)
