# A function's defaults tuple.
# expect: refused AttributeError: attribute '__defaults__' is not available in Pyrite (no access to interpreter internals)
def f(x=[]):
    return x
print(f.__defaults__)
