# __module__ is an allowed attribute; a built-in function's is 'builtins', as in CPython.
# expect: ok
# stdout: builtins print
print(print.__module__, print.__name__)
