# A ChainMap's __dict__ (CPython's instances have one, holding maps) stays unreachable.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
from collections import ChainMap
print(ChainMap().__dict__)
