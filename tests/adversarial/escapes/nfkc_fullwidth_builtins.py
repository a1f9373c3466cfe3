# A fullwidth b in __builtins__.
# expect: refused NameError: name '__builtins__' is not available in Pyrite (dunder names reach interpreter internals)
print(__ｂuiltins__)
