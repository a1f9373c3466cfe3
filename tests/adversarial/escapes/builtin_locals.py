# locals() would be a namespace too.
# expect: refused NameError: name 'locals' is not available in Pyrite (no access to the interpreter's namespaces)
def f():
    return locals()
print(f())
