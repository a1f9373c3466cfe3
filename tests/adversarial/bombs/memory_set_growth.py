# A set grown forever.
# limits: max_memory=16MiB
# expect: limit memory
s = set()
i = 0
while True:
    s.add(i)
    i += 1
