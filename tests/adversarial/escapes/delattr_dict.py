# delattr of __dict__.
# expect: error AttributeError: delattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
delattr(C(), "__dict__")
