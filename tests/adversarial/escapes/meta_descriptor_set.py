# A data descriptor's __set__.
# expect: refused NotImplementedError: defining __set__ is not supported in Pyrite (descriptors cannot be defined)
class D:
    def __set__(self, obj, value):
        pass
