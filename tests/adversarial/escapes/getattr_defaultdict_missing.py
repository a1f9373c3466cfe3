# defaultdict.__missing__ by a built name: CPython has it; Pyrite does not expose it, and says so.
# expect: error NotImplementedError: collections.defaultdict.__missing__ is not supported
import collections
d = collections.defaultdict(list)
print(getattr(d, "__miss" + "ing__")("k"))
