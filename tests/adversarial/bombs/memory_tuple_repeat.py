# A billion-item tuple by repetition.
# expect: limit memory
x = (0,) * 10**9
