# An exception class's subclasses list the whole hierarchy.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
try:
    1 / 0
except Exception as e:
    print(type(e).__base__.__subclasses__())
