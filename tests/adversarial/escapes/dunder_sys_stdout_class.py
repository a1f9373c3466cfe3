# From sys.stdout to its class's methods and their globals: refused before the run.
# expect: refused AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
import sys
print(sys.stdout.__class__.__init__.__globals__)
