# An enum's inherited _generate_next_value_ / _missing_ are CPython functions: refused.
# expect: error NotImplementedError: Color._missing_ is not supported in Pyrite
from enum import Enum
class Color(Enum):
    RED = 1
print(getattr(Color, "_missing_"))
