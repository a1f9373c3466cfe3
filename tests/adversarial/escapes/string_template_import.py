# string.Template.
# expect: refused ModuleNotFoundError: module 'string' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
from string import Template
