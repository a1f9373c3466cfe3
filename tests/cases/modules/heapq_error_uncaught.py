import heapq

h = [3, 1]
heapq.heapify(h)
print(heapq.heappop(h), heapq.heappop(h))
heapq.heappop(h)
