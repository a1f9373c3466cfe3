# A deque without maxlen grown forever: its buffer is charged as it doubles.
# limits: max_memory=16MiB
# expect: limit memory
from collections import deque
d = deque()
i = 0
while True:
    d.append(i)
    i += 1
