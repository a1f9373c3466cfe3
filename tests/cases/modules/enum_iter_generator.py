# iter(EnumClass) and reversed(EnumClass) are generators, as EnumType.__iter__/__reversed__ are.
from enum import Enum, IntEnum
class Color(Enum):
    RED = 1
    GREEN = 2
it = iter(Color)
print(type(it), type(it).__name__, next(it), list(it), next(it, "done"), list(reversed(Color)), type(reversed(Color)).__name__)
print([c.name for c in Color], iter(it) is it, sorted(Color, key=lambda c: -c.value))
for c in Color:
    print(c)
