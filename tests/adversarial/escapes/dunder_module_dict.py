# A module's __dict__.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import math
print(math.__dict__)
