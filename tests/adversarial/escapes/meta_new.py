# __new__ makes instances without the class.
# expect: refused NotImplementedError: defining __new__ is not supported in Pyrite (instances are made by the class itself)
class C:
    def __new__(cls):
        return 1
