# A tee's __setstate__ would point it anywhere in the shared buffer: refused by name.
# expect: error AttributeError: getattr(): attribute '__setstate__' is not available in Pyrite (no access to interpreter internals)
import itertools
a, b = itertools.tee([1, 2])
getattr(a, "__set" + "state__")((None, 10**6))
