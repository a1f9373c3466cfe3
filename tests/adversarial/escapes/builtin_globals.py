# globals() would be the module namespace.
# expect: refused NameError: name 'globals' is not available in Pyrite (no access to the interpreter's namespaces)
print(globals())
