# re.sub doubling its output each round stops at the memory limit, charged before it grows.
# expect: limit memory
# limits: max_memory=32MiB
import re
s = "x" * 1000
while True:
    s = re.sub("^", s, s)
