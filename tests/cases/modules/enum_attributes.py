from enum import Enum, Flag, auto
class Color(Enum):
    RED = 1
    GREEN = 2
print("{0.__class__}".format(Color.RED))
print("{0.__class__.__name__} {0.name} {0._value_}".format(Color.RED))
print(type(Color.RED).__name__, Color.__name__, Color.__qualname__, Color.RED.__class__ is Color)
print(type(type(Color)))
for n in ["name", "FOO"]:
    try:
        print(n, getattr(Color, n))
    except Exception as e:
        print(n, type(e).__name__, e)
for n in ["_name_", "_sort_order_", "nope"]:
    try:
        print(n, getattr(Color.RED, n))
    except Exception as e:
        print(n, type(e).__name__, e)
print(Enum.__name__, Flag.__module__ if False else "", auto.__name__)
try:
    print(Enum.name)
except AttributeError as e:
    print(type(e).__name__, e)
x = auto()
print(type(x).__name__)
print(hasattr(Color, "RED"), hasattr(Color, "BLUE"))
setattr(Color, "other", 5)
print(Color.other)
