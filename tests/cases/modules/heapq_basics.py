# heappush/heappop/heapify/heapreplace/heappushpop: the exact heap layouts of _heapq.
import heapq

h = []
for x in [5, 3, 8, 1, 9, 2, 7, 1, 0, 6]:
    heapq.heappush(h, x)
    print(h)
print([heapq.heappop(h) for _ in range(len(h))], h)
data = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 5, 5]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), data)
print(heapq.heappushpop(data, 4), data)
print(heapq.heappushpop([], 3))
big = list(range(3000, 0, -1))
heapq.heapify(big)
print(big[:12], all(big[(i - 1) // 2] <= big[i] for i in range(1, len(big))))
words = ["pear", "apple", "fig", "banana", "cherry", "date"]
heapq.heapify(words)
print(words)
pq = []
for prio, task in [(2, "write"), (1, "plan"), (3, "test"), (1, "coffee"), (2, "review")]:
    heapq.heappush(pq, (prio, task))
print([heapq.heappop(pq) for _ in range(len(pq))])
t = [(1, [2]), (1, [1]), (0, [5])]
heapq.heapify(t)
print(t)

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: heapq.heappop([]))
show(lambda: heapq.heapreplace([], 1))
show(lambda: heapq.heappush((), 1))
show(lambda: heapq.heappush([]))
show(lambda: heapq.heappush([], 1, 2))
show(lambda: heapq.heappush(heap=[], item=1))
show(lambda: heapq.heappop(()))
show(lambda: heapq.heappop())
show(lambda: heapq.heapify(1))
show(lambda: heapq.heapify([], 1))
show(lambda: heapq.heappushpop((), 1))
show(lambda: heapq.heapreplace((), 1))
show(lambda: heapq.heappush([1, 2], "a"))
show(lambda: heapq.heapify([3, "a", 1]))
