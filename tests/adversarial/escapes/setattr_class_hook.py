# setattr installing __init_subclass__ on a class.
# expect: error AttributeError: setattr(): attribute '__init_subclass__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
setattr(C, "__init_" + "subclass__", classmethod(lambda cls: print(cls)))
