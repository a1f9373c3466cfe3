# __prepare__ supplies a metaclass's namespace.
# expect: refused NotImplementedError: defining __prepare__ is not supported in Pyrite
class C:
    @classmethod
    def __prepare__(cls, name, bases):
        return {}
