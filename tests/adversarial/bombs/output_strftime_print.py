# Printing huge strftime outputs in a loop: the output limit stops it.
# expect: limit output
# limits: max_output=1MiB
# stdout-bytes: 1048576
from datetime import date
d = date(2024, 1, 31)
while True:
    print(d.strftime("%A %B " * 50000))
