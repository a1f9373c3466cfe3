# A function's __globals__ is the module namespace (and __builtins__).
# expect: refused AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
def f():
    return 1
print(f.__globals__)
