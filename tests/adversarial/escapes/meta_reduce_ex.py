# __reduce_ex__ likewise.
# expect: refused NotImplementedError: defining __reduce_ex__ is not supported in Pyrite (objects cannot be serialized)
class C:
    def __reduce_ex__(self, protocol):
        return (print, ("pwned",))
