# hasattr must refuse, not answer False.
# expect: error AttributeError: hasattr(): attribute '__code__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(hasattr(f, "__co" + "de__"))
