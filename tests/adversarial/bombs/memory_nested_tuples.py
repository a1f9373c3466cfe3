# x = (x,): a chain of one-item tuples.
# limits: max_memory=16MiB
# expect: limit memory
x = ()
while True:
    x = (x,)
