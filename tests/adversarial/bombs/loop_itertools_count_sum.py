# sum() of an infinite itertools.count: every item costs fuel, so the instruction limit stops it.
# limits: max_instructions=200000
# expect: limit instructions
import itertools
print(sum(itertools.count()))
