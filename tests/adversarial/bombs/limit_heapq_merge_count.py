# A merge of endless inputs never ends by itself: each item costs fuel (and its comparisons).
# expect: limit instructions
# limits: max_instructions=2000000
import heapq
import itertools
for x in heapq.merge(itertools.count(), itertools.count(5, 2)):
    pass
