# A priority-queue task scheduler with heapq: tasks with priorities and deadlines, ties broken
# by insertion order, cancellation by marking, and the k most urgent with nsmallest.
import heapq
import itertools

class Scheduler:
    def __init__(self):
        self.pq = []
        self.entries = {}
        self.counter = itertools.count()

    def add(self, name, priority):
        if name in self.entries:
            self.cancel(name)
        entry = [priority, next(self.counter), name]
        self.entries[name] = entry
        heapq.heappush(self.pq, entry)

    def cancel(self, name):
        entry = self.entries.pop(name)
        entry[-1] = None

    def pop(self):
        while self.pq:
            priority, count, name = heapq.heappop(self.pq)
            if name is not None:
                del self.entries[name]
                return name, priority
        raise KeyError("pop from an empty scheduler")

s = Scheduler()
for name, prio in [("write report", 3), ("fix bug", 1), ("email", 5), ("review", 2),
                   ("deploy", 1), ("lunch", 4)]:
    s.add(name, prio)
s.add("email", 0)
s.cancel("lunch")
order = []
while True:
    try:
        order.append(s.pop())
    except KeyError as e:
        print("done:", e)
        break
print(order)

events = []
clock = 0
for i, dur in enumerate([5, 3, 8, 2, 7, 1]):
    heapq.heappush(events, (clock + dur, f"job{i}"))
    clock += 1
print([heapq.heappop(events) for _ in range(3)], events[0])
tasks = {"a": 7, "b": 2, "c": 9, "d": 2, "e": 5}
print(heapq.nsmallest(3, tasks, key=tasks.get), heapq.nlargest(2, tasks.items(), key=lambda kv: kv[1]))
logs = [[(1, "a1"), (4, "a2")], [(2, "b1"), (3, "b2"), (9, "b3")], [(5, "c1")]]
print([m for _, m in heapq.merge(*logs)])
top = []
for score in [55, 91, 12, 78, 91, 66, 43, 99, 80]:
    if len(top) < 3:
        heapq.heappush(top, score)
    else:
        heapq.heappushpop(top, score)
print(sorted(top, reverse=True))
