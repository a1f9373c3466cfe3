# Repeating a deque a billion times is checked against the limit before it starts.
# expect: limit memory
from collections import deque
d = deque(range(1000))
d *= 10**9
