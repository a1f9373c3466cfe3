# An import inside a class body.
# expect: refused ModuleNotFoundError: module 'sys' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
class C:
    import sys
