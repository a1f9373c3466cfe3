# A generator's code object.
# expect: refused AttributeError: attribute 'gi_code' is not available in Pyrite (no access to interpreter internals)
def g():
    yield 1
print(g().gi_code)
