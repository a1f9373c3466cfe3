# A dict grown forever.
# limits: max_memory=16MiB
# expect: limit memory
d = {}
i = 0
while True:
    d[i] = i
    i += 1
