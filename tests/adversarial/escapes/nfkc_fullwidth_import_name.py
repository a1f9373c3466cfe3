# A fullwidth i in __import__.
# expect: refused NameError: name '__import__' is not available in Pyrite (dunder names reach interpreter internals)
print(__ｉmport__("os"))
