# A 1 MiB indent on each of 100,000 one-character lines (100 GB) stops at the memory limit.
# limits: max_memory=64MiB
# expect: limit memory
import textwrap
w = textwrap.TextWrapper(width=2**20 + 2, initial_indent="-" * 2**20, subsequent_indent="-" * 2**20)
print(len(w.wrap("a " * 100000)))
