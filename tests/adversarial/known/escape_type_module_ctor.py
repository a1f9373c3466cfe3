# type(math)("os") makes a new, empty module object in CPython (it prints <module 'os'>).
# Pyrite raises a TypeError CPython would not raise; it should refuse.
# expect: error NotImplementedError: creating 'module' instances is not supported
# now: error TypeError: cannot create 'module' instances
import math
print(type(math)("os"))
