# An f-string expression is checked like any other.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
x = 1
print(f"{x.__class__.__dict__}")
