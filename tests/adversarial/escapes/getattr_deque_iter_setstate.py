# A deque iterator's __setstate__ would move its position past the end: refused by name.
# expect: error AttributeError: getattr(): attribute '__setstate__' is not available in Pyrite (no access to interpreter internals)
from collections import deque
it = iter(deque([1, 2]))
getattr(it, "__set" + "state__")(10**6)
