# Keys that all hash alike (multiples of 2**61 - 1 hash to 0): each lookup compares with every
# key sharing the hash. CPython does the same quadratic work; Pyrite charges each comparison
# past the first, so the instruction limit bounds it (it used to spin free: ~1.1 million
# comparisons on ~15,000 instructions).
# limits: max_instructions=500000
# expect: limit instructions
M = 2**61 - 1
d = {}
for i in range(1500):
    d[i * M] = i
print(len(d))
