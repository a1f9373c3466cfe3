# The __builtins__ global.
# expect: refused NameError: name '__builtins__' is not available in Pyrite (dunder names reach interpreter internals)
print(__builtins__)
