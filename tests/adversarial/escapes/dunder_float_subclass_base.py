# A float subclass's class does not lead to float's subclasses or bases.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
class C(float):
    pass
print(C(1.0).__class__.__base__.__subclasses__())
