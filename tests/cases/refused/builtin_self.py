# pyrite-refuses: NotImplementedError: attribute '__self__' is not supported
m = print.__self__
print(m is not None)
