# A module's __loader__ leads to the import system.
# expect: refused AttributeError: attribute '__loader__' is not available in Pyrite (no access to interpreter internals)
import math
print(math.__loader__)
