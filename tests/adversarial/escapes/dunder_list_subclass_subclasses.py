# A list subclass's class to __subclasses__ through type(): refused.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
class L(list):
    pass
print(type(L()).__subclasses__())
