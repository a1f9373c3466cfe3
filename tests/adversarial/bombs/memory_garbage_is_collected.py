# Allocating far more than the limit in total (lists, and lists in cycles), but little at a
# time: the collector frees it.
# limits: max_memory=16MiB
# expect: ok
# stdout: done
for i in range(1000):
    x = [0] * 20000
for i in range(20000):
    cycle = [i] * 100
    cycle.append(cycle)
print("done")
