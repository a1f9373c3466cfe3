# dir() introspects any object.
# expect: refused NameError: name 'dir' is not available in Pyrite (no introspection of the interpreter)
print(dir(1))
