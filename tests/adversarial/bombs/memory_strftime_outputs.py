# Keeping ever more huge strftime outputs: each is charged before it is made; the memory limit stops it.
# expect: limit memory
# limits: max_memory=32MiB
from datetime import datetime
d = datetime(2024, 1, 31, 12, 0)
fmt = "%c" * 100000
keep = []
while True:
    keep.append(d.strftime(fmt))
