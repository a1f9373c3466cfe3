# A billion-item list by repetition.
# expect: limit memory
x = [0] * 10**9
