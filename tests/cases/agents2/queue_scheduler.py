# A job scheduler with heapq priorities, deque round-robin and generator pipelines,
# reporting with f-strings.
import heapq
from collections import deque
from itertools import count

tie = count()
pq = []
jobs = [("backup", 3, 40), ("email", 1, 5), ("report", 2, 20), ("cleanup", 3, 10), ("alert", 0, 1), ("index", 2, 30)]
for name, prio, dur in jobs:
    heapq.heappush(pq, (prio, next(tie), name, dur))
clock = 0
while pq:
    prio, _, name, dur = heapq.heappop(pq)
    clock += dur
    print(f"t={clock:>4} ran {name:<8} (prio {prio}, {dur}s)")
rr = deque([("A", 7), ("B", 3), ("C", 5)])
quantum, t, log = 2, 0, []
while rr:
    name, left = rr.popleft()
    run = min(quantum, left)
    t += run
    log.append(f"{name}{t}")
    if left - run:
        rr.append((name, left - run))
print(" ".join(log))


def read_lines():
    yield from ["10 ok", "x bad", "25 ok", "", "7 warn", "100 ok"]


def parse(lines):
    for ln in lines:
        parts = ln.split()
        if len(parts) == 2 and parts[0].isdigit():
            yield int(parts[0]), parts[1]


def only(status, items):
    return (v for v, s in items if s == status)


print(sum(only("ok", parse(read_lines()))), list(parse(read_lines())))
g = (x * x for x in range(5))
print(next(g), next(g), list(g), list(g))


def countdown(n):
    while n > 0:
        received = yield n
        n = n - 1 if received is None else received


gen = countdown(5)
print(next(gen), next(gen), gen.send(2), next(gen))
try:
    next(gen)
except StopIteration:
    print("done")
window = deque(maxlen=3)
avgs = []
for x in [10, 20, 30, 40, 50]:
    window.append(x)
    avgs.append(sum(window) / len(window))
print(avgs, window, list(window))
tasks = {"a": [], "b": ["a"], "c": ["a"], "d": ["b", "c"], "e": ["d"]}
indeg = {k: len(v) for k, v in tasks.items()}
ready = deque(sorted(k for k, v in indeg.items() if v == 0))
order = []
while ready:
    k = ready.popleft()
    order.append(k)
    for m, deps in tasks.items():
        if k in deps:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
print(order)
