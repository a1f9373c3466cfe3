# A descriptor's __delete__.
# expect: refused NotImplementedError: defining __delete__ is not supported in Pyrite (descriptors cannot be defined)
class D:
    def __delete__(self, obj):
        pass
