# A lambda is a function: same refusal.
# expect: refused AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
print((lambda: 0).__globals__)
