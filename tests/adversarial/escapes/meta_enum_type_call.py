# The enum metaclass cannot be called to make classes from a namespace dict.
# expect: error NotImplementedError: creating 'EnumType' instances is not supported
from enum import EnumType
print(EnumType("X", (), {}))
