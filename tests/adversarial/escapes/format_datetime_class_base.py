# Format-string traversal from a datetime to its class's base: the dunder rule applies.
# expect: error AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
# stdout: 2024 9999-12-31 23:59:59.999999
from datetime import datetime
d = datetime(2024, 1, 1)
print("{0.year} {0.min.max}".format(d))
print("{0.__class__.__base__}".format(d))
