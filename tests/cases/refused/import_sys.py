# pyrite-refuses: ModuleNotFoundError: module 'sys' is not available in Pyrite (available modules: abc, dataclasses, functools, math, typing)
import sys
print(sys.maxsize > 0)
