# pyrite-refuses: NotImplementedError: attribute '__globals__' is not supported
def f():
    pass
print(len(f.__globals__) > 0)
