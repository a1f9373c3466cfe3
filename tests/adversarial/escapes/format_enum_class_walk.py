# A format string walks from a member to its class and the metaclass: harmless, then refused
# at the first internal attribute.
# expect: error AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
# stdout: <enum 'Color'> <class 'enum.EnumType'> Color.RED
from enum import Enum
class Color(Enum):
    RED = 1
print("{0.__class__} {0.__class__.__class__} {0}".format(Color.RED))
print("{0.__class__.__mro__}".format(Color.RED))
