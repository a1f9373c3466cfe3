# getattr inside a key= function called by sorted.
# expect: error AttributeError: getattr(): attribute '__code__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(sorted([f], key=lambda o: getattr(o, "__co" + "de__")))
