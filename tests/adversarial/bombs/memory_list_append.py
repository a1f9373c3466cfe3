# Appending forever.
# limits: max_memory=8MiB
# expect: limit memory
x = []
while True:
    x.append(1)
