# __module__ is an allowed attribute; a built-in function's is 'builtins' in CPython. Pyrite
# admits the program, then answers a false AttributeError.
# expect: ok
# stdout: builtins print
# now: error AttributeError: 'builtin_function_or_method' object has no attribute '__module__'
print(print.__module__, print.__name__)
