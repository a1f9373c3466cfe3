# __reduce__ with a built name would hand out the deque's constructor and state: refused.
# expect: error AttributeError: getattr(): attribute '__reduce__' is not available in Pyrite (no access to interpreter internals)
from collections import deque
d = deque([1, 2], maxlen=3)
print(getattr(d, "__red" + "uce__")())
