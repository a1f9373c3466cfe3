# A lambda default capturing print, then its __self__ (the builtins module).
# expect: refused AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
g = lambda p=print: p.__self__
print(g())
