# getattr with a name made by str.join.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
name = "".join(["_", "_", "di", "ct", "_", "_"])
print(getattr(int, name))
