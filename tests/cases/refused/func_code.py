# pyrite-refuses: AttributeError: attribute '__code__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(f.__code__ is not None)
