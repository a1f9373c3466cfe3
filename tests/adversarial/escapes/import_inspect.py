# import inspect (frames and source).
# expect: refused ModuleNotFoundError: module 'inspect' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import inspect
print(inspect.currentframe())
