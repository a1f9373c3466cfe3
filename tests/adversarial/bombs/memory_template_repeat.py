# One 1 MiB value substituted 4096 times (4 GiB of output) stops at the memory limit
# before the text is built, not after.
# limits: max_memory=64MiB
# expect: limit memory
import string
t = string.Template("$v" * 4096)
print(len(t.substitute(v="x" * 2**20)))
