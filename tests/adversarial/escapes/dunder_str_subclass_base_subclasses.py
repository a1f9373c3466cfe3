# A str subclass instance's class does not lead to str's subclasses.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
class S(str):
    pass
print(S("x").__class__.__base__.__subclasses__())
