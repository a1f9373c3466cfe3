# Instances of a dict subclass kept forever, each with a few keys: the instance and its dict's
# table are both charged, so the memory limit stops the growth.
# expect: limit memory
# limits: max_memory=16MiB
class D(dict):
    pass
xs = []
while True:
    xs.append(D(a=len(xs), b=2, c=3))
