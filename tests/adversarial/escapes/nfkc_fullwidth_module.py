# A fullwidth o in an import: import os.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import ｏs
