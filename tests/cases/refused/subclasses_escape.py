# pyrite-refuses: AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
s = ().__class__.__base__.__subclasses__()
print(len(s) > 0)
