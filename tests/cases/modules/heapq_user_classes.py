# Comparisons go through the VM: a user __lt__ runs, in _heapq's order (logged), and the heap
# invariant holds for user objects; a comparison that changes the list is caught.
import heapq

log = []

class Job:
    def __init__(self, prio, name):
        self.prio = prio
        self.name = name

    def __lt__(self, other):
        log.append((self.name, other.name))
        return self.prio < other.prio

    def __repr__(self):
        return f"Job({self.prio}, {self.name!r})"

jobs = [Job(p, n) for p, n in [(5, "e"), (2, "b"), (9, "i"), (1, "a"), (7, "g"), (2, "b2")]]
h = []
for j in jobs:
    heapq.heappush(h, j)
print(h)
print(log)
log.clear()
print([heapq.heappop(h).name for _ in range(3)], log)
log.clear()
heapq.heapify(jobs)
print(jobs, len(log))
log.clear()
print(heapq.nsmallest(3, jobs), log)
log.clear()
print(heapq.nlargest(2, jobs), len(log))
print(heapq.nsmallest(2, jobs, key=lambda j: j.name))

class Evil:
    def __init__(self, v, heap):
        self.v = v
        self.heap = heap

    def __lt__(self, other):
        self.heap.append(0)
        return self.v < other.v

heap = []
heap.append(Evil(2, heap))
heap.append(Evil(1, heap))
try:
    heapq.heapify(heap)
except RuntimeError as e:
    print("RuntimeError", e)

class NoLt:
    pass

try:
    heapq.heappush([NoLt()], NoLt())
except TypeError as e:
    print("TypeError", e)

class Rev:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v > other.v

    def __repr__(self):
        return f"Rev({self.v})"

r = [Rev(x) for x in [3, 1, 4, 1, 5, 9, 2, 6]]
heapq.heapify(r)
print(r, heapq.heappop(r))
