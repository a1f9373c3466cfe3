# from __main__ import ... likewise.
# expect: refused ModuleNotFoundError: module '__main__' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
from __main__ import x
