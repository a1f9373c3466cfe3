# A pattern whose compiled form would be huge is refused cleanly, not built.
# expect: error NotImplementedError: re: the pattern is too large (its compiled form would pass 2097152 bytes)
# oracle: skip a refusal of Pyrite's (the compiled-size cap), which CPython does not have: it compiles the pattern
import re
re.compile(r"\w{1000}" * 20)
