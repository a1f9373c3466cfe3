# defaultdict.__missing__ by a built name: CPython has it; Pyrite does not expose it, and says so.
# expect: error AttributeError: getattr(): attribute '__missing__' is not available in Pyrite (no access to interpreter internals)
import collections
d = collections.defaultdict(list)
print(getattr(d, "__miss" + "ing__")("k"))
