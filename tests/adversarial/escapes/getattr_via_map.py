# getattr called from native code (map), the name built at run time.
# expect: error AttributeError: getattr(): attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(list(map(getattr, [f], ["__glob" + "als__"])))
