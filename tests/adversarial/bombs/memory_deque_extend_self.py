# A deque extended with itself doubles each time: the memory limit stops it.
# limits: max_memory=16MiB
# expect: limit memory
from collections import deque
d = deque([0])
while True:
    d.extend(d)
