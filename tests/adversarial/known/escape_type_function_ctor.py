# Calling the function type: CPython's TypeError names the missing code object; Pyrite's
# message differs (the last traceback line must match CPython's).
# expect: error TypeError: function() argument 'code' must be code, not str
# now: error TypeError: cannot create 'function' instances
f = lambda: 0
print(type(f)("x", {}))
