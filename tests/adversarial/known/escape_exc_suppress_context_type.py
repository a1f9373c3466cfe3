# __suppress_context__ must be a bool in CPython; Pyrite takes 1 and prints True.
# expect: error TypeError: attribute value type must be bool
# now: ok
e = ValueError("a")
e.__suppress_context__ = 1
print(e.__suppress_context__)
