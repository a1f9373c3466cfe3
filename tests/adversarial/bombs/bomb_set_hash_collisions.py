# Integers that all hash alike (multiples of 2**61 - 1 hash to 0): each add probes past every
# key already there, comparing it, as CPython does; each comparison costs a unit of fuel, so
# the instruction limit bounds the time.
# limits: max_instructions=200000
# expect: limit instructions
M = 2**61 - 1
s = {i * M for i in range(800)}
print(len(s))
