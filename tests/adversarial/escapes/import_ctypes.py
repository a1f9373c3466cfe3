# import ctypes.
# expect: refused ModuleNotFoundError: module 'ctypes' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import ctypes
