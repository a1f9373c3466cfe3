# A maxlen window appended to forever holds maxlen items: charged once, never past the limit.
# limits: max_memory=2MiB
# expect: ok
# stdout: deque([199997, 199998, 199999], maxlen=3)
from collections import deque
w = deque(maxlen=3)
for i in range(200000):
    w.append(i)
print(w)
