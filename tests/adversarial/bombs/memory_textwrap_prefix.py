# textwrap.indent with a 1 MiB prefix on 100,000 lines stops at the memory limit first.
# limits: max_memory=64MiB
# expect: limit memory
import textwrap
print(len(textwrap.indent("a\n" * 100000, "p" * 2**20)))
