# pyrite-refuses: NotImplementedError: Counter._keep_positive is not supported
# pyrite-exit: 1
from collections import Counter
c = Counter(a=1, b=-1)
print(c)
print(getattr(c, "_keep_positive"))
