# Shifting left by a million bits, again and again.
# limits: max_memory=8MiB
# expect: limit memory
x = 1
while True:
    x <<= 10**6
