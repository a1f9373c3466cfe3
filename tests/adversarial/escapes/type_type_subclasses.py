# type.__subclasses__(type).
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
print(type.__subclasses__(type))
