# type(math)("os") makes a new module object in CPython; Pyrite refuses it.
# expect: error NotImplementedError: creating 'module' instances is not supported
import math
print(type(math)("os"))
