# An exception's class and its MRO.
# expect: refused AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
try:
    1 / 0
except ZeroDivisionError as e:
    print(type(e).__mro__)
