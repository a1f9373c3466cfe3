# new_child copies the list of maps each time: a chain grown for ever is stopped by the memory limit.
# limits: max_memory=16MiB
# expect: limit memory
from collections import ChainMap
cm = ChainMap()
keep = []
while True:
    cm = cm.new_child()
    keep.append(cm)
