# Format-string traversal from a datetime to its class's base: the dunder rule applies.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
from datetime import datetime
d = datetime(2024, 1, 1)
print("{0.year} {0.min.max}".format(d))
print("{0.__class__.__base__}".format(d))
