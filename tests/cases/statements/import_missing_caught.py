try:
    import definitely_missing_module
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
    print(isinstance(e, ImportError), e.name)
try:
    from definitely_missing_module import thing
except ImportError as e:
    print(type(e).__name__, e)
import math
try:
    math.no_such_attr
except AttributeError as e:
    print(type(e).__name__, e)
