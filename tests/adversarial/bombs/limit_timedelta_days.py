# A timedelta past 999999999 days is CPython's OverflowError, not a huge allocation.
# expect: error OverflowError: days=1000000000; must have magnitude <= 999999999
# stdout: 999999999 days, 0:00:00
from datetime import timedelta
t = timedelta(days=999999999)
print(t)
t = timedelta(days=10**9)
