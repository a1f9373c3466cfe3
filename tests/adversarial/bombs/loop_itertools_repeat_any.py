# any() over repeat(False) for ever: native consumption, still metered per item.
# limits: max_instructions=200000
# expect: limit instructions
import itertools
print(any(itertools.repeat(False)))
