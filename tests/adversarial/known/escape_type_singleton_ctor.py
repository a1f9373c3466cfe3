# Calling the type of None, NotImplemented or Ellipsis returns the singleton in CPython (this
# prints True True True); Pyrite raises a TypeError CPython would not raise.
# Where: runtime/src/vm/call.rs ("cannot create '...' instances").
# expect: ok
# stdout: True True True
# now: error TypeError: cannot create 'NoneType' instances
print(type(None)() is None, type(NotImplemented)() is NotImplemented, type(...)() is ...)
