# pyrite-refuses: NameError: name 'vars' is not available in Pyrite (no access to the interpreter's namespaces)
v = vars()
print(len(v) > 0)
