# pyrite-refuses: NameError: name 'globals' is not available in Pyrite (no access to the interpreter's namespaces)
g = globals()
print(len(g) > 0)
