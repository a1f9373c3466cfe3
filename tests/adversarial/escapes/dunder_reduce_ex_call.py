# object.__reduce_ex__ reaches copyreg in CPython.
# expect: refused AttributeError: attribute '__reduce_ex__' is not available in Pyrite (no access to interpreter internals)
print((1).__reduce_ex__(2))
