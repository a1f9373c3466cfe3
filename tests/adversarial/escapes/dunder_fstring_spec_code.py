# An f-string's nested format spec is checked too.
# expect: refused AttributeError: attribute '__code__' is not available in Pyrite (no access to interpreter internals)
def f():
    pass
print(f"{1:{f.__code__}}")
