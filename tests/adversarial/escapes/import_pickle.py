# import pickle (arbitrary calls on load).
# expect: refused ModuleNotFoundError: module 'pickle' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import pickle
