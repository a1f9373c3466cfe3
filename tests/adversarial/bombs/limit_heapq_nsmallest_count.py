# nsmallest over an endless iterator never ends by itself: each item costs fuel.
# expect: limit instructions
# limits: max_instructions=1000000
import heapq
import itertools
print(heapq.nsmallest(3, itertools.count()))
