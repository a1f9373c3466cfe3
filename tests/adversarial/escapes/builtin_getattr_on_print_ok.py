# getattr with an ordinary missing name is CPython's AttributeError.
# expect: error AttributeError: 'builtin_function_or_method' object has no attribute 'nope'
# stdout: default
print(getattr(print, "nope", "default"))
getattr(print, "nope")
