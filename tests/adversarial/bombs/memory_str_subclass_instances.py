# str subclass instances wrapping ever longer strings: each value is charged when made, so
# the memory limit stops the growth.
# expect: limit memory
# limits: max_memory=16MiB
class S(str):
    pass
s = S("x")
keep = []
while True:
    s = S(s + s)
    keep.append(s)
