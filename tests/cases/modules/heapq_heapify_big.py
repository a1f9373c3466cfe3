# heapify past 2500 items takes CPython's cache-friendly traversal: the same heap, its order of
# comparisons (logged through a user __lt__).
import heapq
log = []
class C:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        log.append(self.v)
        return self.v < o.v
for n in (2501, 2600, 4097, 5000):
    xs = [C((i * 7919) % 10007) for i in range(n)]
    log.clear()
    heapq.heapify(xs)
    print(n, len(log), sum(log[:500]), log[-5:], [x.v for x in xs[:8]])
ys = [(i * 31) % 9973 for i in range(9000)]
heapq.heapify(ys)
print(ys[:10])
