# getattr with a name made by slicing a reversed string.
# expect: error AttributeError: getattr(): attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
print(getattr(int, "__orm__"[::-1]))
