# pyrite-refuses: NotImplementedError: attribute '__base__' is not supported
s = ().__class__.__base__.__subclasses__()
print(len(s) > 0)
