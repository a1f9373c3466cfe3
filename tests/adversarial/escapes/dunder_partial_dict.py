# A functools.partial's __dict__ (CPython's partial has one) would be a namespace no check covers.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import functools
print(functools.partial(max, 1).__dict__)
