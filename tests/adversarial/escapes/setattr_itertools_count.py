# itertools objects have no __dict__: setting an attribute fails as in CPython.
# expect: error AttributeError: 'itertools.count' object has no attribute 'x'
import itertools
c = itertools.count()
c.x = 1
