# Installing __getattribute__ on a class after creation.
# expect: refused AttributeError: attribute '__getattribute__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
C.__getattribute__ = lambda self, name: 1
