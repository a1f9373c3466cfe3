# A groupby group holds its parent; no attribute reaches it (CPython has none either).
# expect: error AttributeError: 'itertools._grouper' object has no attribute 'parent'
import itertools
k, g = next(itertools.groupby("aab"))
print(getattr(g, "parent"))
