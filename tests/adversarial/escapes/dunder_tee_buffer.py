# The shared buffer behind a tee is not reachable as an attribute.
# expect: error AttributeError: 'itertools._tee' object has no attribute 'buffer'
import itertools
a, b = itertools.tee(iter([1, 2]))
print(a.buffer)
