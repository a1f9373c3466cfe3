# The classic start: ().__class__.__base__ is object.
# expect: refused AttributeError: attribute '__base__' is not available in Pyrite (no access to interpreter internals)
print(().__class__.__base__)
