# EnumType's internal tables, named at run time, are refused as not supported (never an
# AttributeError CPython would not raise).
# expect: error NotImplementedError: Color._member_map_ is not supported in Pyrite
from enum import Enum
class Color(Enum):
    RED = 1
name = "_member" + "_map_"
print(getattr(Color, name))
