# __slots__ changes the instance layout.
# expect: refused NotImplementedError: defining __slots__ is not supported in Pyrite (instances always have their own attributes)
class C:
    __slots__ = ("x",)
