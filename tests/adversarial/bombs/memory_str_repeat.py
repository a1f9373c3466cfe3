# A 10 GB string by repetition.
# expect: limit memory
x = "x" * 10**10
