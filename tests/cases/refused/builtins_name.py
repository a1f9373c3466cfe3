# pyrite-refuses: NameError: name '__builtins__' is not defined
b = __builtins__
print(b is not None)
