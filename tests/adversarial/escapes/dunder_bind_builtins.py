# Assigning __builtins__ (CPython reads it to find built-ins).
# expect: refused NameError: name '__builtins__' is not available in Pyrite (dunder names reach interpreter internals)
__builtins__ = {"len": print}
