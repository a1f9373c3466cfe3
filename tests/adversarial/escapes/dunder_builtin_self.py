# A built-in function's __self__ is the builtins module in CPython.
# expect: refused AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
print(len.__self__)
