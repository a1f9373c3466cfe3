# max() of cycle([1, 2]) never ends: the replayed items cost fuel like the first pass.
# limits: max_instructions=200000
# expect: limit instructions
import itertools
print(max(itertools.cycle([1, 2])))
