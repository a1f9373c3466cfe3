# A module's __spec__.
# expect: refused AttributeError: attribute '__spec__' is not available in Pyrite (no access to interpreter internals)
import typing
print(typing.__spec__)
