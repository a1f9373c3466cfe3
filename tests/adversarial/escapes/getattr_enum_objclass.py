# A built dunder name through getattr on a member is refused like any other.
# expect: error AttributeError: getattr(): attribute '__objclass__' is not available in Pyrite (no access to interpreter internals)
from enum import Enum
class Color(Enum):
    RED = 1
print(getattr(Color.RED, "__obj" + "class__"))
