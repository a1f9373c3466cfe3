# A keyword field reaching a function's __globals__.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print("{fn.__globals__}".format(fn=f))
