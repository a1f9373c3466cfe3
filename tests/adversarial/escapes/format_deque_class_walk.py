# str.format walks attributes of a deque: __class__ is fine, __init__'s internals are not.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 'collections.deque'>
from collections import deque
print("{0.__class__}".format(deque()))
print("{0.append.__globals__}".format(deque()))
