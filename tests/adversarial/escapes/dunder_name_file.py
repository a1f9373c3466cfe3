# The module's __file__ global (a path on the host).
# expect: refused NameError: name '__file__' is not available in Pyrite (dunder names reach interpreter internals)
print(__file__)
