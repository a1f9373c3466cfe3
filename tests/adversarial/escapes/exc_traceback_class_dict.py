# The traceback type's namespace.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
try:
    1 / 0
except Exception as e:
    print(e.__traceback__.__class__.__dict__)
