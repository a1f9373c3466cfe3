# A decorator that would capture the code object of what it decorates.
# expect: refused AttributeError: attribute '__code__' is not available in Pyrite (no access to interpreter internals)
def capture(fn):
    print(fn.__code__)
    return fn
@capture
def f():
    return 1
