# getattr with a name made by str.replace.
# expect: error AttributeError: getattr(): attribute '__closure__' is not available in Pyrite (no access to interpreter internals)
def outer():
    x = 1
    return lambda: x
print(getattr(outer(), "__X__".replace("X", "closure")))
