# An enum's member map through the class dunder CPython offers is refused at compile time.
# expect: refused AttributeError: attribute '__members__' is not available in Pyrite (no access to interpreter internals)
from enum import Enum
class Color(Enum):
    RED = 1
print(Color.__members__)
