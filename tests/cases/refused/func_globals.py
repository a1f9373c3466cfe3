# pyrite-refuses: AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(len(f.__globals__) > 0)
