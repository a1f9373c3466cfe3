# A function's keyword-only defaults.
# expect: refused AttributeError: attribute '__kwdefaults__' is not available in Pyrite (no access to interpreter internals)
def f(*, x=1):
    return x
print(f.__kwdefaults__)
