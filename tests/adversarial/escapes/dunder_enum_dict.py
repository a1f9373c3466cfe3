# A member's instance dict (where CPython keeps __objclass__) stays out of reach.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
from enum import Enum
class Color(Enum):
    RED = 1
print(Color.RED.__dict__)
