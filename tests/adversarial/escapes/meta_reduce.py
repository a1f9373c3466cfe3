# __reduce__ drives pickling and copying.
# expect: refused NotImplementedError: defining __reduce__ is not supported in Pyrite (objects cannot be serialized)
class C:
    def __reduce__(self):
        return (print, ("pwned",))
