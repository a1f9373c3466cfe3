# getattr with a name made by str.lower.
# expect: error AttributeError: getattr(): attribute '__bases__' is not available in Pyrite (no access to interpreter internals)
print(getattr(bool, "__BASES__".lower()))
