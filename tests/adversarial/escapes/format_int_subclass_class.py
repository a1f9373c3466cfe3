# Format-string traversal from int/str subclass instances and IntEnum members reaches their
# class and the base's data attributes, then is refused at the first internal attribute.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class '__main__.I'> 5 <class '__main__.S'> <enum 'C'> 1 1
from enum import IntEnum
class I(int):
    pass
class S(str):
    pass
class C(IntEnum):
    A = 1
print("{0.__class__} {0.real} {1.__class__} {2.__class__} {2.value} {2.real}".format(I(5), S("x"), C.A))
print("{0.__class__.__base__}".format(C.A))
