# setattr of __dict__.
# expect: error AttributeError: setattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
setattr(C(), "__di" + "ct__", {})
