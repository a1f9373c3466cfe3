# The struct sequence's class: making new ones, or its dict, is not reachable.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import sys
print(sys.version_info.__class__.__dict__)
