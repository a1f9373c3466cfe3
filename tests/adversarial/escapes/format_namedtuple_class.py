# Format-string traversal from a namedtuple instance reaches its class and no further.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class '__main__.P'> 1
from collections import namedtuple
P = namedtuple('P', 'x y')
print("{0.__class__} {0.x}".format(P(1, 2)))
print("{0.__class__.__base__}".format(P(1, 2)))
