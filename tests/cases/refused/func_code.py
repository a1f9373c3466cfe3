# pyrite-refuses: NotImplementedError: attribute '__code__' is not supported
def f():
    pass
print(f.__code__ is not None)
