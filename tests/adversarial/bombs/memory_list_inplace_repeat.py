# x *= 2 forever.
# limits: max_memory=16MiB
# expect: limit memory
x = [1]
while True:
    x *= 2
