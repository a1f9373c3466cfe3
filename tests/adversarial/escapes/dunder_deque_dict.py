# A deque has no __dict__ in CPython; naming it is refused before the run, as for any object.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
from collections import deque
print(deque().__dict__)
