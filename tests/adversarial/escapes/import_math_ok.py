# An allowlisted module imports and works as in CPython.
# expect: ok
# stdout: 2 4.0 math
import math
from math import sqrt as root
print(math.floor(2.5), root(16.0), math.__name__)
