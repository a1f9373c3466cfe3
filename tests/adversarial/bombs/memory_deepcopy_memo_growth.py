# One deep copy of many distinct objects: the copies and the memo's entries are charged as they are made.
# limits: max_memory=24MiB
# expect: limit memory
import copy
x = [[i] for i in range(200000)]
y = copy.deepcopy(x)
z = copy.deepcopy(x)
