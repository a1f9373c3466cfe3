# Integers that all hash alike (multiples of 2**61 - 1 hash to 0): each add probes past every
# key already there, comparing it. CPython does the same quadratic work; but here the ~320,000
# comparisons cost no fuel (only ~10,000 instructions are charged), so the instruction
# limit does not bound the time. Charging each probe's comparison, this would stop at the limit.
# Where: the comparison runtime/src/vm/sets.rs `key_eq` hands to runtime/src/set.rs probes
# (dict lookups charge theirs, in runtime/src/ops/seq.rs `dict_find`).
# limits: max_instructions=200000
# expect: limit instructions
# now: ok
M = 2**61 - 1
s = {i * M for i in range(800)}
print(len(s))
