# A Counter's __dict__ (CPython's Counter instances have one) stays unreachable.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import collections
print(collections.Counter().__dict__)
