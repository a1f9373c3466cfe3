# getattr with a dunder name made by concatenation.
# expect: error AttributeError: getattr(): attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(getattr(f, "__" + "globals__"))
