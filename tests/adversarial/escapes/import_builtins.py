# import builtins (the real eval is there).
# expect: refused ModuleNotFoundError: module 'builtins' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import builtins
builtins.eval("1")
