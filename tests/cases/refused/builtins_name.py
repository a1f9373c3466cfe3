# pyrite-refuses: NameError: name '__builtins__' is not available in Pyrite (dunder names reach interpreter internals)
b = __builtins__
print(b is not None)
