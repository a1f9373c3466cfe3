# vars() with and without an argument.
# expect: refused NameError: name 'vars' is not available in Pyrite (no access to the interpreter's namespaces)
class C:
    pass
print(vars(C()))
