# __setattr__ replaces attribute assignment.
# expect: refused NotImplementedError: defining __setattr__ is not supported in Pyrite (attribute assignment cannot be replaced)
class C:
    def __setattr__(self, name, value):
        pass
