# pyrite-refuses: AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(f.__dict__)
