# Calling the function type needs a code object no script can reach: CPython's TypeError.
# expect: error TypeError: function() argument 'code' must be code, not str
f = lambda: 0
print(type(f)("x", {}))
