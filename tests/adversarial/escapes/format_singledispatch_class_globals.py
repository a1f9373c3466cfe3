# A singledispatch function's class is `function` (as CPython's); traversal past it stays closed.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 'function'> True
import functools
f = functools.singledispatch(len)
print("{0.__class__}".format(f), type(f) is type(lambda: 0))
print("{0.__globals__}".format(f))
