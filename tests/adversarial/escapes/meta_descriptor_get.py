# A descriptor's __get__ receives the owner.
# expect: refused NotImplementedError: defining __get__ is not supported in Pyrite (descriptors cannot be defined)
class D:
    def __get__(self, obj, owner):
        return owner
