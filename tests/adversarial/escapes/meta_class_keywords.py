# Class keyword arguments go to __init_subclass__.
# expect: refused NotImplementedError: class keyword arguments (metaclass=...) are not supported
class Base:
    pass
class C(Base, hook=print):
    pass
