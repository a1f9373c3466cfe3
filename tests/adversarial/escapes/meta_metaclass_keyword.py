# metaclass= would run script code at class creation with the namespace.
# expect: refused NotImplementedError: class keyword arguments (metaclass=...) are not supported
class M(type):
    pass
class C(metaclass=M):
    pass
