# pyrite-refuses: ModuleNotFoundError: module 'sys' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import sys
print(sys.maxsize > 0)
