# import os as math still imports os.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import os as math
