# pyrite-refuses: ModuleNotFoundError: module 'os.path' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import os.path
print(os.path.sep)
