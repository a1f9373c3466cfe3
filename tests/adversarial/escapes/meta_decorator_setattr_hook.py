# A class decorator installing a hook with a built name.
# expect: error AttributeError: setattr(): attribute '__setattr__' is not available in Pyrite (no access to interpreter internals)
def deco(cls):
    setattr(cls, "__set" + "attr__", lambda self, n, v: None)
    return cls
@deco
class C:
    pass
