# A string doubled forever.
# limits: max_memory=16MiB
# expect: limit memory
x = "a"
while True:
    x = x + x
