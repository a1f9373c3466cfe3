# A bound bytes method leads nowhere: its __self__ is refused, and so are the function internals.
# expect: refused AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
print(b"x".decode.__globals__)
