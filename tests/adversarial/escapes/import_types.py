# import types (FunctionType, CodeType).
# expect: refused ModuleNotFoundError: module 'types' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import types
