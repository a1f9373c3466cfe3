# A function's __code__ is a code object.
# expect: refused AttributeError: attribute '__code__' is not available in Pyrite (no access to interpreter internals)
def f():
    return 1
print(f.__code__)
