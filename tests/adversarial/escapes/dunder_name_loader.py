# The module's __loader__ global.
# expect: refused NameError: name '__loader__' is not available in Pyrite (dunder names reach interpreter internals)
print(__loader__)
