# heapq.merge's iterator is a generator in CPython: its frame would reach the interpreter.
# expect: error AttributeError: getattr(): attribute 'gi_frame' is not available in Pyrite (no access to interpreter internals)
# stdout: 1
import heapq
m = heapq.merge([1, 3], [2])
print(next(m))
print(getattr(m, "gi_" + "frame"))
