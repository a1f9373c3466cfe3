# A str method that copies its receiver (join, split, replace, zfill, ...) holds a second copy
# of a 40 MiB string: the copy is charged before it is made (it was not, so the process held
# twice what the accounting saw and this run ended under the limit).
# limits: max_memory=64MiB
# expect: limit memory
s = "x" * (40 * 1024 * 1024)
t = s.join([])
