# __instancecheck__ hooks isinstance.
# expect: refused NotImplementedError: defining __instancecheck__ is not supported in Pyrite (isinstance cannot be hooked)
class M:
    def __instancecheck__(self, obj):
        return True
