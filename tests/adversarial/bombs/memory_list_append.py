# Appending forever.
# limits: max_memory=16MiB
# expect: limit memory
x = []
while True:
    x.append(1)
