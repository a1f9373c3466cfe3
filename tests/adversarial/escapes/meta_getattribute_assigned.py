# __getattribute__ bound by assignment in a class body.
# expect: refused NotImplementedError: defining __getattribute__ is not supported in Pyrite (attribute lookup cannot be replaced)
class C:
    __getattribute__ = lambda self, name: 1
