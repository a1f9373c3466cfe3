# getattr on a module.
# expect: error AttributeError: getattr(): attribute '__loader__' is not available in Pyrite (no access to interpreter internals)
import math
print(getattr(math, "__loa" + "der__"))
