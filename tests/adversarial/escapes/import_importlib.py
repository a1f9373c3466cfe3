# import importlib.
# expect: refused ModuleNotFoundError: module 'importlib' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import importlib
importlib.import_module("os")
