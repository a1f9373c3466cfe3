# __setstate__ with a built name would rewrite an iterator's state: not supported, never silent.
# expect: error AttributeError: getattr(): attribute '__setstate__' is not available in Pyrite (no access to interpreter internals)
import itertools
c = itertools.cycle([1, 2])
getattr(c, "__set" + "state__")((iter([9]), 0))
