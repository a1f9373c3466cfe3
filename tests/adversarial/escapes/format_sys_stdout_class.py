# sys.stdout's class through a format field: a dunder, refused as in code.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
import sys
print("{0.__class__.__init__.__globals__}".format(sys.stdout))
