# An IntEnum member is an instance carrying an int: its dunders lead nowhere but its class.
# expect: refused AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
from enum import IntEnum
class C(IntEnum):
    A = 1
print(C.A.__class__.__mro__)
