# pyrite-refuses: NotImplementedError: attribute '__dict__' is not supported
def f():
    pass
print(f.__dict__)
