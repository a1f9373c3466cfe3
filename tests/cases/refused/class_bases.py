# pyrite-refuses: NotImplementedError: attribute '__bases__' is not supported
x = 1
print(x.__class__.__bases__)
