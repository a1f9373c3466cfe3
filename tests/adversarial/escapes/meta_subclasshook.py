# __subclasshook__ hooks issubclass through ABCs.
# expect: refused NotImplementedError: defining __subclasshook__ is not supported in Pyrite
class C:
    @classmethod
    def __subclasshook__(cls, other):
        return True
