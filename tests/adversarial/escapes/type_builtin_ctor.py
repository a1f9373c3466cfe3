# Neither can builtin_function_or_method.
# expect: error TypeError: cannot create 'builtin_function_or_method' instances
print(type(print)("x"))
