# __suppress_context__ must be a bool, as CPython checks.
# expect: error TypeError: attribute value type must be bool
e = ValueError("a")
e.__suppress_context__ = 1
print(e.__suppress_context__)
