# pyrite-refuses: ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
from os import path
print(path.sep)
