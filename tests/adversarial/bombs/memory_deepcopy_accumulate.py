# Deep copies kept forever: every copy is charged, so the memory limit stops them.
# limits: max_memory=32MiB
# expect: limit memory
import copy
x = [[0] * 1000 for _ in range(100)]
keep = []
while True:
    keep.append(copy.deepcopy(x))
