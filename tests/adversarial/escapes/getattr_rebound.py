# getattr bound to another name is still getattr.
# expect: error AttributeError: getattr(): attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
get = getattr
def f():
    pass
print(get(f, "__globals__"))
