# A Random's __reduce__ (pickling support in CPython) would hand out its class and state: refused.
# expect: refused AttributeError: attribute '__reduce__' is not available in Pyrite (no access to interpreter internals)
import random
print(random.Random(1).__reduce__())
