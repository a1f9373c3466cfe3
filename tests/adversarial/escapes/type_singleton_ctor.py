# Calling the type of None, NotImplemented or Ellipsis returns the singleton, as in CPython.
# expect: ok
# stdout: True True True
print(type(None)() is None, type(NotImplemented)() is NotImplemented, type(...)() is ...)
