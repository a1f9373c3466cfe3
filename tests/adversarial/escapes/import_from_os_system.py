# from os import system.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
from os import system
