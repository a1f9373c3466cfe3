# The allocation-count limit stops object creation.
# limits: max_allocations=1000
# expect: limit allocations
keep = []
for i in range(100000):
    keep.append([i])
