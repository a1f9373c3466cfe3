# __class_getitem__ hooks C[...].
# expect: refused NotImplementedError: defining __class_getitem__ is not supported in Pyrite (class creation cannot be hooked)
class C:
    def __class_getitem__(cls, item):
        return item
