# Binding __dict__ in a class body.
# expect: refused NotImplementedError: defining __dict__ is not supported in Pyrite
class C:
    __dict__ = {}
