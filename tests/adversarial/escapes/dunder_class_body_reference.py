# A class body reaching object.__subclasses__.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
class C:
    all_classes = object.__subclasses__
