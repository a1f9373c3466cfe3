# A fullwidth letter inside a dunder attribute: __dict__.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
x = 1
print(x.__ｄict__)
