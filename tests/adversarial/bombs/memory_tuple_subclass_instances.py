# Instances of a tuple subclass kept forever: the instance and its tuple are both charged, so
# the memory limit stops the growth.
# expect: limit memory
# limits: max_memory=16MiB
class P(tuple):
    pass
xs = []
while True:
    xs.append(P((len(xs), 2)))
