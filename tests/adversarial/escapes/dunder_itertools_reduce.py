# itertools objects' __reduce__ (pickling support in CPython) exposes their state: refused.
# expect: refused AttributeError: attribute '__reduce__' is not available in Pyrite (no access to interpreter internals)
import itertools
print(itertools.count(3).__reduce__())
