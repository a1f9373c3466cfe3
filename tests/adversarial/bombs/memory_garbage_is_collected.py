# Allocating far more than the limit in total (lists, and lists in cycles), but little at a
# time: the collector frees it.
# limits: max_memory=8MiB
# expect: ok
# stdout: done
for i in range(500):
    x = [0] * 20000
for i in range(10000):
    cycle = [i] * 100
    cycle.append(cycle)
print("done")
