# The module's __spec__ global.
# expect: refused NameError: name '__spec__' is not available in Pyrite (dunder names reach interpreter internals)
print(__spec__)
