# setattr installing __getattribute__ on a class.
# expect: error AttributeError: setattr(): attribute '__getattribute__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
setattr(C, "__getattribute__", lambda self, name: 1)
print(C().x)
