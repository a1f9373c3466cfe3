# A deque has no instance attributes: setting one fails as in CPython, and maxlen is read-only.
# expect: error AttributeError: 'collections.deque' object has no attribute 'x'
# stdout: attribute 'maxlen' of 'collections.deque' objects is not writable
from collections import deque
d = deque()
try:
    d.maxlen = 5
except AttributeError as e:
    print(e)
d.x = 1
