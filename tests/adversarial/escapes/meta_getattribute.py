# __getattribute__ replaces every attribute lookup.
# expect: refused NotImplementedError: defining __getattribute__ is not supported in Pyrite (attribute lookup cannot be replaced)
class C:
    def __getattribute__(self, name):
        return 1
