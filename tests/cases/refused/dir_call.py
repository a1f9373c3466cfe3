# pyrite-refuses: NameError: name 'dir' is not available in Pyrite (no introspection of the interpreter)
print(len(dir()) >= 0)
