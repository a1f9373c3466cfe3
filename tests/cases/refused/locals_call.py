# pyrite-refuses: NameError: name 'locals' is not available in Pyrite (no access to the interpreter's namespaces)
l = locals()
print(len(l) > 0)
