# Moving averages and rate limiting over a log stream, the way an agent would write them.
from collections import deque, Counter

readings = [12, 15, 11, 30, 29, 31, 10, 8, 9, 50, 52, 49, 51]
window = deque(maxlen=3)
for i, r in enumerate(readings):
    window.append(r)
    avg = sum(window) / len(window)
    flag = " spike" if len(window) == window.maxlen and r > 1.5 * min(window) else ""
    print(f"t={i:2d} value={r:3d} window={list(window)} avg={avg:6.2f}{flag}")

# last N lines, like tail -n 3
log = """GET /a 200
GET /b 404
POST /c 500
GET /a 200
GET /d 200""".splitlines()
tail = deque(log, maxlen=3)
print("tail:", list(tail))

# a BFS over a small graph
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
seen = {"a": 0}
queue = deque(["a"])
while queue:
    node = queue.popleft()
    for nxt in graph[node]:
        if nxt not in seen:
            seen[nxt] = seen[node] + 1
            queue.append(nxt)
print("distances:", seen)

# rate limiter: at most 3 requests per 10 seconds
times = [0, 1, 2, 3, 11, 12, 13, 14, 25]
recent = deque()
for t in times:
    while recent and recent[0] <= t - 10:
        recent.popleft()
    ok = len(recent) < 3
    if ok:
        recent.append(t)
    print(f"request at {t:2d}: {'allowed' if ok else 'throttled'} (recent={list(recent)})")

# round robin with rotate
workers = deque(["w1", "w2", "w3"])
jobs = Counter()
for job in range(7):
    jobs[workers[0]] += 1
    workers.rotate(-1)
print(jobs.most_common(), workers)
