# import io.
# expect: refused ModuleNotFoundError: module 'io' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import io
